import { and, inArray, sql, type SQL } from "drizzle-orm";
import { INVOICE_COUNT_CAP, type InvoiceListQuery, type InvoiceListResponse } from "@domain/api/invoices";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { invoiceCounts, invoices } from "@server/db/schema/invoices";
import { countersCanAnswer, combine, invoiceFilterConditions } from "./invoice-filters";
import { selectInvoices } from "./invoice-reads";
import { toInvoiceItem } from "./invoice-row";
import { invoiceScopeCondition } from "./invoice-scope";
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
    scope.level === "lender" ? sql`${invoiceCounts.lenderId} = ${scope.lenderId}` : undefined,
  ];
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invoiceCounts.count}), 0)` })
    .from(invoiceCounts)
    .where(and(...conditions.filter((c): c is SQL => c !== undefined)));
  return Number(row?.total ?? 0);
}

/** An exact count up to the cap: never reads more than cap + 1 index entries or rows. */
async function cappedCount(db: Executor, where: SQL): Promise<Total> {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(invoices)
    .where(where)
    .limit(INVOICE_COUNT_CAP + 1)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = Number(row?.n ?? 0);
  return n > INVOICE_COUNT_CAP
    ? { total: INVOICE_COUNT_CAP, totalIsCapped: true }
    : { total: n, totalIsCapped: false };
}

/**
 * A page of invoices and how many match. The total comes from the per-programme counters when the filter is
 * only status, type, anchor or lender (the common screens), from the page itself when the first page is not
 * full, and otherwise from a count capped at INVOICE_COUNT_CAP ("10,000+").
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
  const rows = await selectInvoices(db)
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
    total = await cappedCount(db, where);
  }
  return { payload, ...total, nextCursor };
}
