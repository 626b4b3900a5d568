import type { InvoiceTimelineEntry } from "@domain/api/invoices";
import type { InvoiceStatus } from "@domain/enums/statuses";
import { type AuditEntry, recordAudit } from "@server/audit/audit-log";
import { auditTrail } from "@server/audit/audit-trail";
import type { Executor } from "@server/db/database";

export const INVOICE_ENTITY = "invoice";

export type StatusChange = {
  actorId: string | null;
  invoiceId: string;
  action: string;
  from: InvoiceStatus | null;
  to: InvoiceStatus;
  reason?: string | null;
  at: Date;
};

/** The audit entry of one status change (who, when, from, to, reason). */
export const statusChangeEntry = (change: StatusChange): AuditEntry => ({
  actorId: change.actorId,
  action: `invoice.${change.action}`,
  entity: INVOICE_ENTITY,
  entityId: change.invoiceId,
  before: change.from === null ? undefined : { status: change.from },
  after: { status: change.to, reason: change.reason ?? null },
  at: change.at,
});

/** One line of the invoice's history, in the caller's transaction. */
export const recordStatusChange = (db: Executor, change: StatusChange) =>
  recordAudit(db, statusChangeEntry(change));

type Snapshot = { status?: InvoiceStatus; reason?: string | null } | null;

/** The invoice's status history, oldest first, with the actors' names. */
export async function invoiceTimeline(db: Executor, invoiceId: string): Promise<InvoiceTimelineEntry[]> {
  const rows = await auditTrail(db, INVOICE_ENTITY, invoiceId);
  return rows.flatMap((row) => {
    const after = row.after as Snapshot;
    if (!after?.status) return [];
    return [
      {
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action.replace(/^invoice\./, ""),
        from: (row.before as Snapshot)?.status ?? null,
        to: after.status,
        reason: after.reason ?? null,
      },
    ];
  });
}
