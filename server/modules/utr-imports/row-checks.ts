import { type AnyColumn, and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { UTR_ROW_REASONS as WHY, type UtrRowState } from "@domain/api/utr-imports";
import { isCalendarDate, type BusinessDate } from "@domain/dates/business-date";
import { validateUtr } from "@domain/identifiers/utr";
import { safeParseRupees } from "@domain/money/parse-rupees";
import type { Executor } from "@server/db/database";
import { receipts } from "@server/db/schema/collections";
import { moneyUtrs } from "@server/db/schema/money-utrs";
import { utrImportRows, utrImports } from "@server/db/schema/utr-imports";
import type { RawUtrRow } from "./parse-utr-file";

/** A row as checked at upload: its state, why when INVALID, and what it names. */
export type CheckedUtrRow = RawUtrRow & {
  rowNumber: number;
  /** The UTR normalised (upper case, no spaces) when it has a valid shape, else as written. */
  utr: string;
  state: UtrRowState;
  reason: string | null;
  invoiceId: string | null;
  loanId: string | null;
  amountPaise: number | null;
  paidOn: BusinessDate | null;
};

/** A row's own cells read: the UTR, amount and date, and the first reason they fail, if any. */
export type RowCells = {
  utr: string;
  amountPaise: number | null;
  paidOn: BusinessDate | null;
  reason: string | null;
};

const LOOKUP_CHUNK = 20_000;

/** `column = ANY($array)`: one parameter whatever the number of values. */
export const anyOf = (column: AnyColumn | SQL, values: string[]) =>
  sql`${column} = ANY(${sql.param(values)}::text[])`;

/** `column = ANY($array)` for a uuid column. */
export const anyId = (column: AnyColumn, ids: string[]) => sql`${column} = ANY(${sql.param(ids)}::uuid[])`;

/** `values` read in chunks, each one array parameter (`anyOf`). */
export async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    found.push(...(await read(values.slice(start, start + LOOKUP_CHUNK))));
  }
  return found;
}

/** YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY as a business date, or null. */
function readDate(text: string): BusinessDate | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const indian = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : [];
  if (!year || !month || !day || !isCalendarDate(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
}

/** The checks the UTR, amount and date cells pass on their own: present, well formed, the date not after today. */
export function checkCells(row: RawUtrRow, today: BusinessDate): RowCells {
  const shape = validateUtr(row.utrNumber);
  const utr = shape.valid ? shape.value : row.utrNumber;
  const amount = row.amount === "" ? null : safeParseRupees(row.amount);
  const paidOn = readDate(row.paymentDate);
  const amountPaise = amount?.valid && amount.value > 0 ? amount.value : null;
  const reason = !shape.valid
    ? shape.reason
    : row.amount === ""
      ? WHY.amountRequired
      : amountPaise === null
        ? WHY.amountInvalid
        : row.paymentDate === ""
          ? WHY.dateRequired
          : paidOn === null
            ? WHY.dateInvalid
            : paidOn > today
              ? WHY.dateFuture
              : null;
  return { utr, amountPaise, paidOn, reason };
}

/** The well-formed UTRs of the file, once each. */
export const wellFormedUtrs = (cells: readonly RowCells[]) => [
  ...new Set(cells.filter((cell) => !cell.reason).map((cell) => cell.utr)),
];

/**
 * Where the database already records `utrs`: an invoice's disbursement or a live receipt (by its number), the
 * one money movement holding each, or a VALID row of another import waiting to apply (by its file name).
 */
export async function recordedUtrs(db: Executor, utrs: string[]) {
  const held = await inChunks(utrs, (chunk) =>
    db
      .select({ utr: moneyUtrs.utr, invoiceId: moneyUtrs.invoiceId, receiptNumber: receipts.receiptNumber })
      .from(moneyUtrs)
      .leftJoin(receipts, eq(receipts.id, moneyUtrs.receiptId))
      .where(anyOf(moneyUtrs.utr, chunk)),
  );
  const inImports = await inChunks(utrs, (chunk) =>
    db
      .select({ utr: utrImportRows.utr, fileName: utrImports.fileName })
      .from(utrImportRows)
      .innerJoin(utrImports, eq(utrImports.id, utrImportRows.importId))
      .where(
        and(
          anyOf(utrImportRows.utr, chunk),
          eq(utrImportRows.state, "VALID"),
          inArray(utrImports.state, ["SUBMITTED", "COMMITTING"]),
        ),
      ),
  );
  return {
    invoiceUtrs: new Set(held.filter((row) => row.invoiceId).map((row) => row.utr)),
    receiptOf: new Map(held.flatMap((row) => (row.receiptNumber ? [[row.utr, row.receiptNumber]] : []))),
    importOf: new Map(inImports.map((row) => [row.utr, row.fileName])),
  };
}
