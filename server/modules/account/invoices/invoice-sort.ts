import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { InvoiceItem, InvoiceSortField } from "@domain/api/invoices";
import { filterDateParam } from "@domain/api/filter-dates";
import { unstorableTextReason } from "@domain/payload/payload-check";
import { badRequest } from "@server/http/errors";
import { invoices } from "@server/db/schema/invoices";

type SortSpec = { column: AnyColumn; cast: string; nullable: boolean };

const SORTS: Record<InvoiceSortField, SortSpec> = {
  invoiceNumber: { column: invoices.invoiceNumber, cast: "text", nullable: false },
  counterpartyName: { column: invoices.counterpartyName, cast: "text", nullable: false },
  type: { column: invoices.type, cast: "text", nullable: false },
  status: { column: invoices.status, cast: "text", nullable: false },
  amountPaise: { column: invoices.amountPaise, cast: "bigint", nullable: false },
  actualPaymentPaise: { column: invoices.actualPaymentPaise, cast: "bigint", nullable: false },
  invoiceDate: { column: invoices.invoiceDate, cast: "date", nullable: false },
  paymentDate: { column: invoices.paymentDate, cast: "date", nullable: false },
  actualPaymentDate: { column: invoices.actualPaymentDate, cast: "date", nullable: true },
  createdAt: { column: invoices.createdAt, cast: "timestamptz", nullable: false },
  updatedAt: { column: invoices.updatedAt, cast: "timestamptz", nullable: false },
};

export type ParsedSort = { field: InvoiceSortField; descending: boolean; spec: SortSpec };

export function parseSort(sort: string): ParsedSort {
  const descending = sort.startsWith("-");
  const field = sort.replace(/^-/, "") as InvoiceSortField;
  return { field, descending, spec: SORTS[field] };
}

/** ORDER BY the column, then the id, so equal values page deterministically. */
export const orderBy = ({ spec, descending }: ParsedSort): SQL[] =>
  descending ? [desc(spec.column), desc(invoices.id)] : [asc(spec.column), asc(invoices.id)];

/**
 * Keyset cursor: the last row's sort value and id, base64url JSON. Only non-null sort columns take one (a
 * nullable column pages by offset).
 */
export function cursorAfter(sort: ParsedSort, row: InvoiceItem): string | null {
  return cursorAt(sort, row[sort.field], row.id);
}

/** The cursor after a row given its sort value (as the row's JSON has it) and id. */
export function cursorAt(sort: ParsedSort, value: unknown, id: string): string | null {
  if (sort.spec.nullable) return null;
  return Buffer.from(JSON.stringify([sort.field, value, id])).toString("base64url");
}

const BAD_CURSOR = "Invalid cursor";
const BAD_CURSOR_DETAIL = "The cursor does not belong to this sort; start again from page 1";
const badCursor = () => badRequest(BAD_CURSOR, [{ field: "cursor", message: BAD_CURSOR_DETAIL }]);
const filterDate = filterDateParam(BAD_CURSOR_DETAIL);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What `toISOString()` writes into a cursor; anything else (other formats, 2025-02-30) is refused.
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether a decoded cursor value can be cast to the sort column's type: a forged one must answer 400, never
 * reach SQL as a 500. Dates must be real calendar dates inside the filter range.
 */
function castable(cast: string, value: unknown): boolean {
  if (cast === "bigint") return typeof value === "number" && Number.isSafeInteger(value);
  if (typeof value !== "string" || unstorableTextReason(value)) return false;
  if (cast === "date") return filterDate.safeParse(value).success;
  if (cast === "timestamptz") {
    const date = ISO_INSTANT.exec(value)?.[1];
    return date !== undefined && filterDate.safeParse(date).success && !Number.isNaN(Date.parse(value));
  }
  return true;
}

/** The condition "after the cursor's row" in the sort's direction. */
export function afterCursor(sort: ParsedSort, cursor: string): SQL {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const valid =
    Array.isArray(decoded) &&
    decoded.length === 3 &&
    decoded[0] === sort.field &&
    !sort.spec.nullable &&
    castable(sort.spec.cast, decoded[1]) &&
    typeof decoded[2] === "string" &&
    GUID.test(decoded[2]);
  if (!valid) throw badCursor();
  const [, value, id] = decoded as [string, string | number, string];
  const operator = sql.raw(sort.descending ? "<" : ">");
  const cast = sql.raw(sort.spec.cast);
  return sql`(${sort.spec.column}, ${invoices.id}) ${operator} (CAST(${value} AS ${cast}), CAST(${id} AS uuid))`;
}
