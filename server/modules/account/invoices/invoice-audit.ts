import { and, asc, eq } from "drizzle-orm";
import type { InvoiceTimelineEntry } from "@domain/api/invoices";
import type { InvoiceStatus } from "@domain/enums/statuses";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { auditLog } from "@server/db/schema/audit-log";
import { users } from "@server/db/schema/users";

export const INVOICE_ENTITY = "invoice";

type StatusChange = {
  actorId: string | null;
  invoiceId: string;
  action: string;
  from: InvoiceStatus | null;
  to: InvoiceStatus;
  reason?: string | null;
  at: Date;
};

/** One line of the invoice's history (who, when, from, to, reason), in the caller's transaction. */
export const recordStatusChange = (db: Executor, change: StatusChange) =>
  recordAudit(db, {
    actorId: change.actorId,
    action: `invoice.${change.action}`,
    entity: INVOICE_ENTITY,
    entityId: change.invoiceId,
    before: change.from === null ? undefined : { status: change.from },
    after: { status: change.to, reason: change.reason ?? null },
    at: change.at,
  });

type Snapshot = { status?: InvoiceStatus; reason?: string | null } | null;

/** The invoice's status history, oldest first, with the actors' names. */
export async function invoiceTimeline(db: Executor, invoiceId: string): Promise<InvoiceTimelineEntry[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: users.name,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, INVOICE_ENTITY), eq(auditLog.entityId, invoiceId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
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
