import type { LeadHistoryEntry } from "@domain/api/leads";
import type { LeadStage } from "@domain/enums/leads";
import type { LeadAction } from "@domain/state-machines/lead";
import { recordAudit } from "@server/audit/audit-log";
import { auditTrail } from "@server/audit/audit-trail";
import type { Executor } from "@server/db/database";

export const LEAD_ENTITY = "lead";

type StageChange = {
  actorId: string | null;
  leadId: string;
  /** `capture` for the lead's first line, else the machine's action. */
  action: LeadAction | "capture";
  from: LeadStage | null;
  to: LeadStage;
  note?: string | null | undefined;
  at: Date;
};

/** One line of the lead's history (who, when, from, to, why), in the caller's transaction. */
export const recordLeadStageChange = (db: Executor, change: StageChange) =>
  recordAudit(db, {
    actorId: change.actorId,
    action: `lead.${change.action}`,
    entity: LEAD_ENTITY,
    entityId: change.leadId,
    before: change.from === null ? undefined : { stage: change.from },
    after: { stage: change.to, note: change.note ?? null },
    at: change.at,
  });

type Snapshot = { stage?: LeadStage; note?: string | null } | null;

/** The lead's stage history, oldest first, with the actors' names. */
export async function leadHistory(db: Executor, leadId: string): Promise<LeadHistoryEntry[]> {
  const rows = await auditTrail(db, LEAD_ENTITY, leadId);
  return rows.flatMap((row) => {
    const after = row.after as Snapshot;
    if (!after?.stage) return [];
    return [
      {
        at: row.at.toISOString(),
        actorName: row.actorName,
        action: row.action.replace(/^lead\./, ""),
        from: (row.before as Snapshot)?.stage ?? null,
        to: after.stage,
        note: after.note ?? null,
      },
    ];
  });
}
