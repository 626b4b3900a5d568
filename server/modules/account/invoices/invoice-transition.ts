import { and, eq, sql } from "drizzle-orm";
import type { InvoiceStatus } from "@domain/enums/statuses";
import { describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import { INVOICE_MACHINE, type InvoiceAction } from "@domain/state-machines/invoice";
import type { Executor } from "@server/db/database";
import { invoices } from "@server/db/schema/invoices";
import { conflict } from "@server/http/errors";
import { recordStatusChange } from "./invoice-audit";
import { moveCount } from "./invoice-counts";
import type { InvoiceRow } from "./invoice-row";

export const STALE_INVOICE_MESSAGE = "This invoice was changed by someone else; reload it and try again";

type InvoiceUpdate = Partial<typeof invoices.$inferInsert>;

export type TransitionRequest = {
  invoice: InvoiceRow;
  action: InvoiceAction;
  /** The version the caller saw. */
  version: number;
  actorId: string;
  at: Date;
  /** Further columns to set with the new status (UTR, reject reason, verifier...). */
  set?: InvoiceUpdate;
  reason?: string | null;
};

/** 409 unless `version` is the row's current one. */
export function assertFresh(invoice: Pick<InvoiceRow, "version">, version: number): void {
  if (invoice.version !== version) throw conflict(STALE_INVOICE_MESSAGE);
}

/** 409 for a stale version, then 409 naming the current status when the machine forbids `action`. */
export function assertCan(
  invoice: Pick<InvoiceRow, "version" | "status">,
  action: InvoiceAction,
  version: number,
): void {
  assertFresh(invoice, version);
  const from = invoice.status as InvoiceStatus;
  if (!transitionFor(INVOICE_MACHINE, from, action))
    throw conflict(describeIllegalTransition(INVOICE_MACHINE, from, action));
}

/**
 * Applies one action of the invoice machine inside the caller's transaction: the status change guarded by
 * `version` (0 rows updated means someone else won: 409), the counters, and the audit line.
 */
export async function applyTransition(tx: Executor, request: TransitionRequest): Promise<InvoiceStatus> {
  const { invoice, action } = request;
  const from = invoice.status as InvoiceStatus;
  assertFresh(invoice, request.version);
  const transition = transitionFor(INVOICE_MACHINE, from, action);
  if (!transition) throw conflict(describeIllegalTransition(INVOICE_MACHINE, from, action));
  const updated = await tx
    .update(invoices)
    .set({
      ...request.set,
      status: transition.to,
      version: sql`${invoices.version} + 1`,
      updatedAt: request.at,
    })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.version, request.version)))
    .returning({ id: invoices.id });
  if (updated.length === 0) throw conflict(STALE_INVOICE_MESSAGE);
  await moveCount(tx, { ...invoice, status: from }, transition.to);
  await recordStatusChange(tx, {
    actorId: request.actorId,
    invoiceId: invoice.id,
    action,
    from,
    to: transition.to,
    reason: request.reason,
    at: request.at,
  });
  return transition.to;
}
