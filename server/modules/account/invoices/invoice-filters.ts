import { and, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { InvoiceListQuery, InvoiceSortField } from "@domain/api/invoices";
import { invoices } from "@server/db/schema/invoices";
import { containsPattern } from "@server/db/like-pattern";

/** A contains pattern; LIKE wildcards are escaped so a typed `%` or `_` matches itself. */

/** The merchant user an invoice belongs to: a drawdown's merchant, else the user who entered it. */
export const invoiceOwner = sql<string | null>`coalesce(${invoices.merchantUserId}, ${invoices.createdBy})`;

/** The WHERE conditions of the list's filters (tenancy is added separately). */
export function invoiceFilterConditions(query: InvoiceListQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.status?.length ? inArray(invoices.status, query.status) : undefined,
    query.type?.length ? inArray(invoices.type, query.type) : undefined,
    query.anchorId ? eq(invoices.anchorId, query.anchorId) : undefined,
    query.lenderId ? eq(invoices.lenderId, query.lenderId) : undefined,
    query.supplierId ? eq(invoices.supplierId, query.supplierId) : undefined,
    query.partnerId ? eq(invoices.partnerId, query.partnerId) : undefined,
    query.retailerId ? eq(invoices.retailerId, query.retailerId) : undefined,
    query.userId ? sql`${invoiceOwner} = ${query.userId}` : undefined,
    query.counterpartyName
      ? sql`lower(${invoices.counterpartyName}) LIKE ${containsPattern(query.counterpartyName)}`
      : undefined,
    query.invoiceNumber ? eq(invoices.invoiceNumber, query.invoiceNumber) : undefined,
    query.amountFrom !== undefined ? gte(invoices.amountPaise, query.amountFrom) : undefined,
    query.amountTo !== undefined ? lte(invoices.amountPaise, query.amountTo) : undefined,
    query.invoiceDateFrom ? gte(invoices.invoiceDate, query.invoiceDateFrom) : undefined,
    query.invoiceDateTo ? lte(invoices.invoiceDate, query.invoiceDateTo) : undefined,
    query.paymentDateFrom ? gte(invoices.paymentDate, query.paymentDateFrom) : undefined,
    query.paymentDateTo ? lte(invoices.paymentDate, query.paymentDateTo) : undefined,
    query.actualPaymentDateFrom ? gte(invoices.actualPaymentDate, query.actualPaymentDateFrom) : undefined,
    query.actualPaymentDateTo ? lte(invoices.actualPaymentDate, query.actualPaymentDateTo) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Filters the per-programme counters can answer: status, type, anchor and lender only. */
const COUNTER_FILTERS = new Set(["status", "type", "anchorId", "lenderId"]);
const PAGING_KEYS = new Set(["page", "pageSize", "sort", "cursor", "encoding"]);

export const countersCanAnswer = (query: InvoiceListQuery): boolean =>
  Object.entries(query).every(
    ([key, value]) => PAGING_KEYS.has(key) || value === undefined || COUNTER_FILTERS.has(key),
  );

export const combine = (conditions: SQL[]): SQL =>
  conditions.length ? (and(...conditions) as SQL) : sql`true`;

/** A range filter of the list: the field it bounds, its column and the query's two bounds. */
export type RangeFilter = {
  field: InvoiceSortField;
  column: AnyColumn;
  from: "actualPaymentDateFrom" | "invoiceDateFrom" | "paymentDateFrom" | "amountFrom";
  to: "actualPaymentDateTo" | "invoiceDateTo" | "paymentDateTo" | "amountTo";
};

/** The list's range filters, the dates first (the actual payment date, the narrowest, leading). */
export const RANGE_FILTERS: RangeFilter[] = [
  {
    field: "actualPaymentDate",
    column: invoices.actualPaymentDate,
    from: "actualPaymentDateFrom",
    to: "actualPaymentDateTo",
  },
  { field: "invoiceDate", column: invoices.invoiceDate, from: "invoiceDateFrom", to: "invoiceDateTo" },
  { field: "paymentDate", column: invoices.paymentDate, from: "paymentDateFrom", to: "paymentDateTo" },
  { field: "amountPaise", column: invoices.amountPaise, from: "amountFrom", to: "amountTo" },
];

/** The range filters the query sets (either bound), in RANGE_FILTERS order. */
export const rangesOf = (query: InvoiceListQuery): RangeFilter[] =>
  RANGE_FILTERS.filter(({ from, to }) => query[from] !== undefined || query[to] !== undefined);
