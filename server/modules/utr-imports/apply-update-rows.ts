import { inArray, sql } from "drizzle-orm";
import { UTR_ROW_REASONS as WHY } from "@domain/api/utr-imports";
import { INVOICE_MACHINE } from "@domain/state-machines/invoice";
import { transitionFor } from "@domain/state-machines/machine";
import { recordAudits } from "@server/audit/audit-log";
import { rawRows } from "@server/db/raw-rows";
import { conflict } from "@server/http/errors";
import { statusChangeEntry } from "@server/modules/account/invoices/invoice-audit";
import { bumpCount } from "@server/modules/account/invoices/invoice-counts";
import type { InvoiceRow } from "@server/modules/account/invoices/invoice-row";
import type { Executor } from "@server/db/database";
import { invoices } from "@server/db/schema/invoices";
import { moneyUtrs } from "@server/db/schema/money-utrs";
import { selectInvoices } from "@server/modules/account/invoices/invoice-reads";
import { STALE_INVOICE_MESSAGE } from "@server/modules/account/invoices/invoice-transition";
import { generateInvoiceEmis } from "@server/modules/collections/emis/emi-generation";
import {
  type ImportRecord as ImportRow,
  type ImportRowRecord as BatchRow,
  markApplied,
  refuseRow,
} from "./refuse-row";

/** The UTRs of `utrs` that an invoice or a live receipt holds by now (recorded since the preview). */
async function utrsTaken(tx: Executor, utrs: string[]): Promise<Set<string>> {
  const held = await tx.select({ utr: moneyUtrs.utr }).from(moneyUtrs).where(inArray(moneyUtrs.utr, utrs));
  return new Set(held.map((row) => row.utr));
}

/** The invoice machine's UTR entry: Approved → Paid. */
const FROM = "Approved";
const TO = transitionFor(INVOICE_MACHINE, FROM, "enterUtr")!.to;

const countKey = (invoice: InvoiceRow) =>
  JSON.stringify([invoice.programmeId, invoice.anchorId, invoice.lenderId, invoice.type]);

/**
 * Approved → Paid for a batch of invoices in a few statements: the UTR and payment date, the counters
 * moved per programme and type, one status line each in the invoice's history, and each invoice's due
 * (what entering one UTR by hand does, set-wise).
 */
async function markPaid(
  tx: Executor,
  file: ImportRow,
  applying: { row: BatchRow; invoice: InvoiceRow }[],
  at: Date,
) {
  if (applying.length === 0) return;
  const values = sql.join(
    applying.map(({ row }) => sql`(${row.invoiceId}::uuid, ${row.utr}::text, ${row.paidOn}::date)`),
    sql`, `,
  );
  const updated = rawRows<{ id: string }>(
    await tx.execute(sql`UPDATE invoices SET status = ${TO}, utr = v.utr, actual_payment_date = v.paid_on,
      version = invoices.version + 1, updated_at = ${at}
      FROM (VALUES ${values}) AS v(id, utr, paid_on)
      WHERE invoices.id = v.id AND invoices.status = ${FROM} RETURNING invoices.id`),
  );
  if (updated.length !== applying.length) throw conflict(STALE_INVOICE_MESSAGE);
  const moved = new Map<string, { invoice: InvoiceRow; count: number }>();
  for (const { invoice } of applying) {
    const key = countKey(invoice);
    moved.set(key, { invoice, count: (moved.get(key)?.count ?? 0) + 1 });
  }
  for (const { invoice, count } of moved.values()) {
    await bumpCount(tx, { ...invoice, status: FROM }, -count);
    await bumpCount(tx, { ...invoice, status: TO }, count);
  }
  await recordAudits(
    tx,
    applying.map(({ row, invoice }) =>
      statusChangeEntry({
        actorId: file.uploadedBy,
        invoiceId: invoice.id,
        action: "enterUtr",
        from: FROM,
        to: TO,
        reason: `UTR ${row.utr} (import ${file.fileName}, row ${row.rowNumber})`,
        at,
      }),
    ),
  );
  await generateInvoiceEmis(
    tx,
    applying.map(({ row, invoice }) => ({
      ...invoice,
      status: TO,
      utr: row.utr,
      actualPaymentDate: row.paidOn,
    })),
    at,
  );
}

/**
 * A `utr_update` batch, inside its transaction: each invoice moves Approved → Paid with its UTR and payment
 * date by the invoice machine's rule (as a UTR entered by hand, with its due) and its row turns APPLIED; a row
 * whose invoice moved or whose UTR was recorded since the preview turns INVALID with the reason. Answers how
 * many rows it applied.
 */
export async function applyUpdateRows(
  tx: Executor,
  file: ImportRow,
  batch: BatchRow[],
  at: Date,
): Promise<number> {
  const ids = batch.map((row) => row.invoiceId!);
  const found = await selectInvoices(tx).where(inArray(invoices.id, ids)).for("update", { of: invoices });
  const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
  const taken = await utrsTaken(
    tx,
    batch.map((row) => row.utr),
  );
  const applying: { row: BatchRow; invoice: InvoiceRow }[] = [];
  for (const row of batch) {
    const invoice = byId.get(row.invoiceId!)!;
    if (invoice.status !== FROM)
      await refuseRow(tx, file.id, row.rowNumber, WHY.invoiceNotApproved(invoice.status));
    else if (taken.has(row.utr)) await refuseRow(tx, file.id, row.rowNumber, WHY.utrOnInvoice);
    else applying.push({ row, invoice });
  }
  await markPaid(tx, file, applying, at);
  await markApplied(
    tx,
    file.id,
    applying.map(({ row }) => row.rowNumber),
  );
  return applying.length;
}
