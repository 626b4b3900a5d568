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

/** One save of a form whose checked fields wait for a second staff user (maker-checker). */
export type CheckedSave<T> = Omit<Proposal, "changes" | "baseVersion" | "proposedBy" | "proposedAt"> & {
  /** The version the form was read at. */
  version: number;
  /** The checked fields that would change (`checkedChanges`): proposed, not saved. */
  checked: FieldChange[];
  staleMessage: string;
  /** Saves the other fields at `version`; false when the record moved on since. */
  saveDirect: () => Promise<boolean>;
  /** The record as the caller sees it after the save. */
  reread: () => Promise<T>;
  /** The record as the caller saw it before, for the audit line. */
  before: unknown;
  actorId: string;
  at: Date;
};

/**
 * Inside the caller's transaction: saves the direct fields at the version read (409 when stale), files the
 * checked ones as a proposal against the new version, and audits the save as `<entity>.updated`.
 */
export async function saveWithCheckedChanges<T>(db: Executor, save: CheckedSave<T>): Promise<T> {
  if (!(await save.saveDirect())) throw conflict(save.staleMessage);
  if (save.checked.length > 0) {
    await proposeChange(db, {
      entity: save.entity,
      entityId: save.entityId,
      anchorId: save.anchorId,
      lenderId: save.lenderId,
      changes: save.checked,
      baseVersion: save.version + 1,
      proposedBy: save.actorId,
      proposedAt: save.at,
    });
  }
  const after = await save.reread();
  await recordAudit(db, {
    actorId: save.actorId,
    action: `${save.entity}.updated`,
    entity: save.entity,
    entityId: save.entityId,
    before: save.before,
    after,
    at: save.at,
  });
  return after;
}
