import { CHANGE_ALREADY_PENDING } from "@domain/api/pending-changes";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import type { FieldChange } from "@server/db/schema/pending-changes";
import { conflict } from "@server/http/errors";
import { insertProposal, type Proposal } from "./queries";

/** The fields among `checked` whose value would change: what must wait for a second staff user. */
export function checkedChanges<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  checked: readonly (keyof T & string)[],
): FieldChange[] {
  return checked
    .filter((field) => field in after && JSON.stringify(after[field]) !== JSON.stringify(before[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** Files the proposal (409 when one is already open for the record) and audits it. */
export async function proposeChange(db: Executor, proposal: Proposal): Promise<void> {
  const id = await insertProposal(db, proposal);
  if (!id) throw conflict(CHANGE_ALREADY_PENDING);
  await recordAudit(db, {
    actorId: proposal.proposedBy,
    action: `${proposal.entity}.change_proposed`,
    entity: proposal.entity,
    entityId: proposal.entityId,
    after: { pendingChangeId: id, changes: proposal.changes },
    at: proposal.proposedAt,
  });
}
