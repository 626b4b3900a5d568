import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { InvoiceItem, InvoiceSortField } from "@domain/api/invoices";
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
  if (sort.spec.nullable) return null;
  return Buffer.from(JSON.stringify([sort.field, row[sort.field], row.id])).toString("base64url");
}

const BAD_CURSOR = "The cursor does not belong to this sort; start again from page 1";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a decoded cursor value can be cast to the sort column's type (a bad one must not reach SQL as a 500). */
function castable(cast: string, value: unknown): boolean {
  if (cast === "bigint") return typeof value === "number" && Number.isSafeInteger(value);
  if (typeof value !== "string") return false;
  if (cast === "date") return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  if (cast === "timestamptz") return !Number.isNaN(Date.parse(value));
  return true;
}

/** The condition "after the cursor's row" in the sort's direction. */
export function afterCursor(sort: ParsedSort, cursor: string): SQL {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(BAD_CURSOR, [{ field: "cursor", message: BAD_CURSOR }]);
  }
  const valid =
    Array.isArray(decoded) &&
    decoded.length === 3 &&
    decoded[0] === sort.field &&
    !sort.spec.nullable &&
    castable(sort.spec.cast, decoded[1]) &&
    typeof decoded[2] === "string" &&
    GUID.test(decoded[2]);
  if (!valid) throw badRequest(BAD_CURSOR, [{ field: "cursor", message: BAD_CURSOR }]);
  const [, value, id] = decoded as [string, string | number, string];
  const operator = sql.raw(sort.descending ? "<" : ">");
  const cast = sql.raw(sort.spec.cast);
  return sql`(${sort.spec.column}, ${invoices.id}) ${operator} (CAST(${value} AS ${cast}), CAST(${id} AS uuid))`;
}
