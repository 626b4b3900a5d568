import { UTR_ROW_REASONS as WHY, type UtrRowState } from "@domain/api/utr-imports";
import type { BusinessDate } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import type { Executor } from "@server/db/database";
import { invoices } from "@server/db/schema/invoices";
import type { RawUtrRow } from "./parse-utr-file";
import {
  anyOf,
  checkCells,
  type CheckedUtrRow,
  inChunks,
  recordedUtrs,
  type RowCells,
  wellFormedUtrs,
} from "./row-checks";

/** The row's own checks: its invoice number present, then its UTR, amount and date. */
function checkUpdateCells(row: RawUtrRow, today: BusinessDate): RowCells {
  const cells = checkCells(row, today);
  return row.invoiceNumber === "" ? { ...cells, reason: WHY.invoiceRequired } : cells;
}

type InvoiceFacts = {
  id: string;
  invoiceNumber: string;
  status: string;
  utr: string | null;
  actualPaymentPaise: number;
  invoiceDate: string;
};

/** What the database already knows about the file's invoices and UTRs. */
async function lookUp(db: Executor, rows: readonly RawUtrRow[], locals: readonly RowCells[]) {
  const numbers = [...new Set(rows.map((row) => row.invoiceNumber).filter(Boolean))];
  const byNumber = new Map<string, InvoiceFacts[]>();
  const found = await inChunks(numbers, (chunk) =>
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        status: invoices.status,
        utr: invoices.utr,
        actualPaymentPaise: invoices.actualPaymentPaise,
        invoiceDate: invoices.invoiceDate,
      })
      .from(invoices)
      .where(anyOf(invoices.invoiceNumber, chunk)),
  );
  for (const invoice of found)
    byNumber.set(invoice.invoiceNumber, [...(byNumber.get(invoice.invoiceNumber) ?? []), invoice]);
  return { byNumber, ...(await recordedUtrs(db, wellFormedUtrs(locals))) };
}

/**
 * Checks every row of a `utr_update` file against itself, the file and the database, in a handful of
 * queries whatever the size: VALID (the import applies it), ALREADY_APPLIED (its invoice already carries
 * that UTR: nothing to do) or INVALID with the reason. Reads only.
 */
export async function checkUtrRows(
  db: Executor,
  rows: readonly RawUtrRow[],
  today: BusinessDate,
): Promise<CheckedUtrRow[]> {
  const locals = rows.map((row) => checkUpdateCells(row, today));
  const known = await lookUp(db, rows, locals);
  const firstUtrRow = new Map<string, number>();
  const firstInvoiceRow = new Map<string, number>();
  return rows.map((row, index) => {
    const rowNumber = index + 1;
    const local = locals[index]!;
    const matches = known.byNumber.get(row.invoiceNumber) ?? [];
    const invoice = matches.length === 1 ? matches[0]! : null;
    const checked = (state: UtrRowState, reason: string | null = null): CheckedUtrRow => ({
      ...row,
      rowNumber,
      utr: local.utr,
      state,
      reason,
      invoiceId: invoice?.id ?? null,
      loanId: null,
      amountPaise: local.amountPaise,
      paidOn: local.paidOn,
    });
    if (local.reason) return checked("INVALID", local.reason);
    if (matches.length === 0) return checked("INVALID", WHY.invoiceUnknown);
    if (!invoice) return checked("INVALID", WHY.invoiceAmbiguous);
    if (invoice.utr === local.utr) return checked("ALREADY_APPLIED");
    const utrSeen = firstUtrRow.get(local.utr);
    const invoiceSeen = firstInvoiceRow.get(invoice.id);
    if (utrSeen === undefined) firstUtrRow.set(local.utr, rowNumber);
    if (invoiceSeen === undefined) firstInvoiceRow.set(invoice.id, rowNumber);
    if (utrSeen !== undefined) return checked("INVALID", WHY.utrInFile(utrSeen));
    if (invoiceSeen !== undefined) return checked("INVALID", WHY.invoiceInFile(invoiceSeen));
    if (invoice.utr) return checked("INVALID", WHY.invoiceHasOtherUtr(invoice.utr));
    if (invoice.status !== "Approved") return checked("INVALID", WHY.invoiceNotApproved(invoice.status));
    if (known.invoiceUtrs.has(local.utr)) return checked("INVALID", WHY.utrOnInvoice);
    const receiptNumber = known.receiptOf.get(local.utr);
    if (receiptNumber) return checked("INVALID", WHY.utrOnReceipt(receiptNumber));
    const fileName = known.importOf.get(local.utr);
    if (fileName) return checked("INVALID", WHY.utrInImport(fileName));
    if (local.amountPaise !== invoice.actualPaymentPaise)
      return checked(
        "INVALID",
        WHY.amountMismatch(formatInr(invoice.actualPaymentPaise, { currency: true })),
      );
    if (local.paidOn! < invoice.invoiceDate) return checked("INVALID", WHY.dateBeforeInvoice);
    return checked("VALID");
  });
}
