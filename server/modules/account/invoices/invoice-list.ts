import { and, inArray, sql, type SQL } from "drizzle-orm";
import {
  INVOICE_COUNT_CAP,
  invoiceItemSchema,
  type InvoiceItem,
  type InvoiceListQuery,
  type InvoiceListResponse,
} from "@domain/api/invoices";
import { toRows } from "@domain/api/list-rows";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { invoiceCounts, invoices } from "@server/db/schema/invoices";
import { countersCanAnswer, combine, invoiceFilterConditions } from "./invoice-filters";
import { selectInvoiceListRows } from "./invoice-reads";
import { toInvoiceItem } from "./invoice-row";
import { anchorVisibleType, invoiceScopeCondition } from "./invoice-scope";
import { afterCursor, cursorAfter, orderBy, parseSort } from "./invoice-sort";

type Total = { total: number; totalIsCapped: boolean };

/** The counters' sum for a status/type/anchor/lender filter within the caller's tenancy. */
async function countFromCounters(
  db: Executor,
  scope: TenancyScope,
  query: InvoiceListQuery,
): Promise<number> {
  const conditions: (SQL | undefined)[] = [
    query.status?.length ? inArray(invoiceCounts.status, query.status) : undefined,
    query.type?.length ? inArray(invoiceCounts.type, query.type) : undefined,
    query.anchorId ? sql`${invoiceCounts.anchorId} = ${query.anchorId}` : undefined,
    query.lenderId ? sql`${invoiceCounts.lenderId} = ${query.lenderId}` : undefined,
    scope.level === "anchor" ? sql`${invoiceCounts.anchorId} = ${scope.anchorId}` : undefined,
    scope.level === "anchor" ? anchorVisibleType(invoiceCounts.type) : undefined,
    scope.level === "lender" ? sql`${invoiceCounts.lenderId} = ${scope.lenderId}` : undefined,
  ];
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invoiceCounts.count}), 0)` })
    .from(invoiceCounts)
    .where(and(...conditions.filter((c): c is SQL => c !== undefined)));
  return Number(row?.total ?? 0);
}

/** How many pages past the one asked for a count looks ahead before it says "N+". */
export const COUNT_LOOKAHEAD_PAGES = 4;

/**
 * An exact count up to `reach`, never reading more than reach + 1 rows, and those along the page's own sort
 * index (the same plan as the page, so its cost is a few pages' worth whatever the filter matches): beyond
 * it the answer is `reach` and capped ("250+"), which is all the pager needs to offer the next pages.
 */
async function cappedCount(db: Executor, where: SQL, order: SQL[], reach: number): Promise<Total> {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(invoices)
    .where(where)
    .orderBy(...order)
    .limit(reach + 1)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = Number(row?.n ?? 0);
  return n > reach ? { total: reach, totalIsCapped: true } : { total: n, totalIsCapped: false };
}

/** The count's reach: the rows up to COUNT_LOOKAHEAD_PAGES past this page, at most INVOICE_COUNT_CAP. */
const countReach = (offset: number, pageSize: number) =>
  Math.min(INVOICE_COUNT_CAP, offset + pageSize * (COUNT_LOOKAHEAD_PAGES + 1));

/**
 * A page of invoices and how many match. The total comes from the per-programme counters when the filter is
 * only status, type, anchor or lender (the common screens), from the page itself when the first page is not
 * full, and otherwise from a count that looks COUNT_LOOKAHEAD_PAGES pages ahead ("250+"), never past
 * INVOICE_COUNT_CAP: its cost follows the page asked for, not how many rows match.
 */
export async function listInvoices(
  db: Executor,
  scope: TenancyScope,
  query: InvoiceListQuery,
): Promise<InvoiceListResponse> {
  const sort = parseSort(query.sort);
  const where = combine([invoiceScopeCondition(scope), ...invoiceFilterConditions(query)]);
  const pageWhere = query.cursor ? combine([where, afterCursor(sort, query.cursor)]) : where;
  const offset = query.cursor ? 0 : (query.page - 1) * query.pageSize;
  const rows = await selectInvoiceListRows(db)
    .where(pageWhere)
    .orderBy(...orderBy(sort))
    .limit(query.pageSize)
    .offset(offset);
  const payload = rows.map(toInvoiceItem);
  const last = payload.at(-1);
  const nextCursor = payload.length === query.pageSize && last ? cursorAfter(sort, last) : null;

  let total: Total;
  if (!query.cursor && query.page === 1 && payload.length < query.pageSize) {
    total = { total: payload.length, totalIsCapped: false };
  } else if (scope.level !== "merchant" && countersCanAnswer(query)) {
    total = { total: await countFromCounters(db, scope, query), totalIsCapped: false };
  } else {
    total = await cappedCount(db, where, orderBy(sort), countReach(offset, query.pageSize));
  }
  return { payload, ...total, nextCursor };
}

const INVOICE_ITEM_FIELDS = Object.keys(invoiceItemSchema.shape) as (keyof InvoiceItem)[];

/** The answer as JSON text in the encoding the query asked for (`encoding=rows`: the lean one). */
export function invoiceListJson({ payload, ...rest }: InvoiceListResponse, query: InvoiceListQuery): string {
  if (query.encoding === "objects") return JSON.stringify({ payload, ...rest });
  return JSON.stringify({ ...toRows(payload, INVOICE_ITEM_FIELDS), ...rest });
}

/** The tenant-keyed tables a list read depends on, and the small ones it joins whole (`readDependencies`). */
export const INVOICE_TABLES = ["invoices", "invoice_counts"] as const;
export const INVOICE_REFERENCES = ["anchors", "lenders"] as const;
