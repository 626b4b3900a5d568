import { and, eq, inArray, sql } from "drizzle-orm";
import { type UTR_PAYMENT_MODES, UTR_ROW_REASONS as WHY, type UtrRowState } from "@domain/api/utr-imports";
import type { BusinessDate } from "@domain/dates/business-date";
import { detectUtrKind, type UtrKind } from "@domain/identifiers/utr";
import { formatInr } from "@domain/money/format-inr";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { invoices } from "@server/db/schema/invoices";
import { loans } from "@server/db/schema/loans";
import { utrImportRows, utrImports } from "@server/db/schema/utr-imports";
import { PAYABLE_STATUSES } from "@server/modules/collections/receipts/open-dues";
import type { RawUtrRow } from "./parse-utr-file";
import {
  anyId,
  anyOf,
  checkCells,
  type CheckedUtrRow,
  inChunks,
  recordedUtrs,
  type RowCells,
  wellFormedUtrs,
} from "./row-checks";

/** The rail each mode travels on (a UTR of another shape cannot be that mode's). */
const MODE_RAIL: Record<(typeof UTR_PAYMENT_MODES)[number], UtrKind> = {
  NEFT: "NEFT",
  RTGS: "RTGS",
  IMPS: "IMPS_UPI",
  UPI: "IMPS_UPI",
};

const isMode = (mode: string): mode is keyof typeof MODE_RAIL => Object.hasOwn(MODE_RAIL, mode);

/** The row's own checks: one reference (loan or invoice number), its UTR, amount and date, its mode. */
function checkPaymentCells(row: RawUtrRow, today: BusinessDate): RowCells {
  const cells = checkCells(row, today);
  const mode = row.mode.toUpperCase();
  const reason =
    row.loanNumber === "" && row.invoiceNumber === ""
      ? WHY.referenceRequired
      : row.loanNumber !== "" && row.invoiceNumber !== ""
        ? WHY.referenceBoth
        : (cells.reason ??
          (mode === ""
            ? null
            : !isMode(mode)
              ? WHY.modeInvalid
              : detectUtrKind(cells.utr) !== MODE_RAIL[mode]
                ? WHY.modeMismatch(mode)
                : null));
  return { ...cells, reason };
}

/** A loan or an invoice a row pays: its id, from when it accepts payments, and what its payable dues owe. */
type Tranche = {
  loanId: string | null;
  invoiceId: string | null;
  disbursedOn: string | null;
  owedPaise: number;
};

/** What the payable dues of `ids` (loans or invoices) still owe, by tranche id. */
async function owedBy(db: Executor, column: typeof emis.loanId | typeof emis.invoiceId, ids: string[]) {
  const owed = await inChunks(ids, (chunk) =>
    db
      .select({
        id: sql<string>`${column}::text`,
        owed: sql<string>`sum(${emis.principalDuePaise} + ${emis.interestDuePaise} + ${emis.penalDuePaise}
          - ${emis.principalPaidPaise} - ${emis.interestPaidPaise} - ${emis.penalPaidPaise})::text`,
      })
      .from(emis)
      .where(and(anyId(column, chunk), inArray(emis.status, [...PAYABLE_STATUSES])))
      .groupBy(column),
  );
  return new Map(owed.map((row) => [row.id, Number(row.owed)]));
}

/** The file's loans (by number, any case) and invoices (by number; several is ambiguous) with their dues. */
async function lookUpTranches(db: Executor, rows: readonly RawUtrRow[]) {
  const loanNumbers = [...new Set(rows.map((row) => row.loanNumber.toUpperCase()).filter(Boolean))];
  const invoiceNumbers = [...new Set(rows.map((row) => row.invoiceNumber).filter(Boolean))];
  const foundLoans = await inChunks(loanNumbers, (chunk) =>
    db
      .select({ id: loans.id, number: loans.loanNumber, disbursedOn: loans.disbursedOn })
      .from(loans)
      .where(anyOf(sql`upper(${loans.loanNumber})`, chunk)),
  );
  const foundInvoices = await inChunks(invoiceNumbers, (chunk) =>
    db
      .select({ id: invoices.id, number: invoices.invoiceNumber, disbursedOn: invoices.actualPaymentDate })
      .from(invoices)
      .where(anyOf(invoices.invoiceNumber, chunk)),
  );
  const loanOwed = await owedBy(
    db,
    emis.loanId,
    foundLoans.map((loan) => loan.id),
  );
  const invoiceOwed = await owedBy(
    db,
    emis.invoiceId,
    foundInvoices.map((invoice) => invoice.id),
  );
  const byLoan = new Map<string, Tranche>(
    foundLoans.map((loan) => [
      loan.number.toUpperCase(),
      {
        loanId: loan.id,
        invoiceId: null,
        disbursedOn: loan.disbursedOn,
        owedPaise: loanOwed.get(loan.id) ?? 0,
      },
    ]),
  );
  const byInvoice = new Map<string, Tranche[]>();
  for (const invoice of foundInvoices) {
    const tranche = {
      loanId: null,
      invoiceId: invoice.id,
      disbursedOn: invoice.disbursedOn,
      owedPaise: invoiceOwed.get(invoice.id) ?? 0,
    };
    byInvoice.set(invoice.number, [...(byInvoice.get(invoice.number) ?? []), tranche]);
  }
  return { byLoan, byInvoice };
}

/** The repayments earlier `utr_payment` imports applied under `utrs`: a row repeating one is ALREADY_APPLIED. */
async function appliedPayments(db: Executor, utrs: string[]) {
  const applied = await inChunks(utrs, (chunk) =>
    db
      .select({
        utr: utrImportRows.utr,
        loanId: utrImportRows.loanId,
        invoiceId: utrImportRows.invoiceId,
        amountPaise: utrImportRows.amountPaise,
      })
      .from(utrImportRows)
      .innerJoin(utrImports, eq(utrImports.id, utrImportRows.importId))
      .where(
        and(
          anyOf(utrImportRows.utr, chunk),
          eq(utrImportRows.state, "APPLIED"),
          eq(utrImports.type, "utr_payment"),
        ),
      ),
  );
  return new Map(applied.map((row) => [row.utr, row]));
}

const trancheKey = (tranche: Tranche) => tranche.loanId ?? tranche.invoiceId!;

/**
 * Checks every row of a `utr_payment` file against itself, the file and the database, in a handful of
 * queries whatever the size: VALID (the import posts it as a receipt), ALREADY_APPLIED (an earlier import
 * posted this very UTR, amount and tranche: nothing to do) or INVALID with the reason. The file's rows for
 * one tranche may together pay no more than its payable dues owe. Reads only.
 */
export async function checkPaymentRows(
  db: Executor,
  rows: readonly RawUtrRow[],
  today: BusinessDate,
): Promise<CheckedUtrRow[]> {
  const locals = rows.map((row) => checkPaymentCells(row, today));
  const { byLoan, byInvoice } = await lookUpTranches(db, rows);
  const utrs = wellFormedUtrs(locals);
  const recorded = await recordedUtrs(db, utrs);
  const applied = await appliedPayments(db, utrs);
  const firstUtrRow = new Map<string, number>();
  const owedLeft = new Map<string, number>();
  return rows.map((row, index) => {
    const rowNumber = index + 1;
    const local = locals[index]!;
    const matches = row.loanNumber
      ? [byLoan.get(row.loanNumber.toUpperCase())].filter((found) => found !== undefined)
      : (byInvoice.get(row.invoiceNumber) ?? []);
    const tranche = matches.length === 1 ? matches[0]! : null;
    const checked = (state: UtrRowState, reason: string | null = null): CheckedUtrRow => ({
      ...row,
      mode: row.mode.toUpperCase(),
      rowNumber,
      utr: local.utr,
      state,
      reason,
      invoiceId: tranche?.invoiceId ?? null,
      loanId: tranche?.loanId ?? null,
      amountPaise: local.amountPaise,
      paidOn: local.paidOn,
    });
    if (local.reason) return checked("INVALID", local.reason);
    if (matches.length === 0)
      return checked("INVALID", row.loanNumber ? WHY.loanUnknown : WHY.invoiceUnknown);
    if (!tranche) return checked("INVALID", WHY.invoiceAmbiguous);
    const earlier = applied.get(local.utr);
    if (
      earlier &&
      earlier.amountPaise === local.amountPaise &&
      (earlier.loanId ?? earlier.invoiceId) === trancheKey(tranche)
    )
      return checked("ALREADY_APPLIED");
    const utrSeen = firstUtrRow.get(local.utr);
    if (utrSeen !== undefined) return checked("INVALID", WHY.utrInFile(utrSeen));
    firstUtrRow.set(local.utr, rowNumber);
    if (recorded.invoiceUtrs.has(local.utr)) return checked("INVALID", WHY.utrOnDisbursal);
    const receiptNumber = recorded.receiptOf.get(local.utr);
    if (receiptNumber) return checked("INVALID", WHY.utrOnReceipt(receiptNumber));
    const fileName = recorded.importOf.get(local.utr);
    if (fileName) return checked("INVALID", WHY.utrInImport(fileName));
    if (tranche.owedPaise <= 0) return checked("INVALID", WHY.nothingDue);
    if (tranche.disbursedOn && local.paidOn! < tranche.disbursedOn)
      return checked("INVALID", WHY.dateBeforeDisbursal);
    const left = owedLeft.get(trancheKey(tranche)) ?? tranche.owedPaise;
    if (local.amountPaise! > left)
      return checked("INVALID", WHY.amountOverDue(formatInr(left, { currency: true })));
    owedLeft.set(trancheKey(tranche), left - local.amountPaise!);
    return checked("VALID");
  });
}
