import {
  OWN_CHANGE_DECISION,
  PENDING_CHANGE_DECIDED,
  PENDING_CHANGE_NOT_FOUND,
  RECORD_CHANGED_SINCE,
  type PendingChange,
  type PendingChangeEntity,
} from "@domain/api/pending-changes";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import { assertIndependentChecker } from "@server/audit/independent-checker";
import type { Executor } from "@server/db/database";
import type { FieldChange } from "@server/db/schema/pending-changes";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { applyAnchorSettingsChange } from "../anchor-settings/service";
import { applyBankAccountChange, rejectBankAccountChange } from "../lender-bank-accounts/service";
import { applyProgrammeChange, rejectProgrammeChange } from "../programmes/service";
import type { ClientContext } from "../programmes/service";
import { closeChange, findScopedChange, toPendingChange } from "./queries";

type Applier = (
  tx: Executor,
  id: string,
  baseVersion: number,
  changes: readonly FieldChange[],
  now: Date,
) => Promise<boolean>;

const APPLIERS: Record<PendingChangeEntity, Applier> = {
  programme: applyProgrammeChange,
  anchor_settings: applyAnchorSettingsChange,
  lender_bank_account: applyBankAccountChange,
};

/** What a rejection does to a record beyond leaving it as it is (a rejected new bank account or programme: REJECTED). */
const REJECTERS: Partial<
  Record<
    PendingChangeEntity,
    (tx: Executor, id: string, changes: readonly FieldChange[], now: Date) => Promise<void>
  >
> = { lender_bank_account: rejectBankAccountChange, programme: rejectProgrammeChange };

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves or rejects an open change, never by its proposer (403). Approval applies the change to the record
 * at the version it was proposed against, in the same transaction (409 if the record moved since); both the
 * decision and the change are audited.
 */
export async function decideChange(
  { db, now, principal }: ClientContext,
  id: string,
  decision: Decision,
): Promise<PendingChange> {
  const found = await findScopedChange(db, scopeOf(principal), id);
  if (!found) throw notFound(PENDING_CHANGE_NOT_FOUND);
  if (found.change.state !== "PENDING") throw conflict(PENDING_CHANGE_DECIDED);
  if (found.change.proposedBy === principal.id) throw forbidden(OWN_CHANGE_DECISION);
  await assertIndependentChecker(db, principal.id, [found.change.proposedBy], now);
  return db.transaction(async (tx) => {
    const closed = await closeChange(tx, id, {
      state: decision.approve ? "APPROVED" : "REJECTED",
      decidedBy: principal.id,
      decidedAt: now,
      reason: decision.approve ? null : decision.reason,
    });
    if (!closed) throw conflict(PENDING_CHANGE_DECIDED);
    const entity = closed.entity as PendingChangeEntity;
    if (decision.approve) {
      const applied = await APPLIERS[entity](tx, closed.entityId, closed.baseVersion, closed.changes, now);
      if (!applied) throw conflict(RECORD_CHANGED_SINCE);
    } else {
      await REJECTERS[entity]?.(tx, closed.entityId, closed.changes, now);
    }
    await recordAudit(tx, {
      actorId: principal.id,
      action: `${entity}.change_${decision.approve ? "approved" : "rejected"}`,
      entity,
      entityId: closed.entityId,
      before: found.change,
      after: closed,
      at: now,
    });
    return toPendingChange(closed, found.proposedByName);
  });
}
