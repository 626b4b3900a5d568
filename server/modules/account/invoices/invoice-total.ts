import { inArray, sql, type SQL } from "drizzle-orm";
import { INVOICE_COUNT_CAP, type InvoiceListQuery } from "@domain/api/invoices";
import type { TenancyScope } from "@server/auth/tenancy";
import { invoiceCounts, invoices } from "@server/db/schema/invoices";
import { combine, countersCanAnswer, rangesOf } from "./invoice-filters";
import { anchorVisibleType } from "./invoice-scope";
import type { ParsedSort } from "./invoice-sort";

export type Total = { total: number; totalIsCapped: boolean };

/** How many pages past the one asked for a count looks ahead before it says "N+". */
export const COUNT_LOOKAHEAD_PAGES = 4;

/** The count's reach: the rows up to COUNT_LOOKAHEAD_PAGES past this page, at most INVOICE_COUNT_CAP. */
export const countReach = (offset: number, pageSize: number) =>
  Math.min(INVOICE_COUNT_CAP, offset + pageSize * (COUNT_LOOKAHEAD_PAGES + 1));

/** The counters' sum for the query's status, type, anchor and lender filters within the caller's tenancy. */
export function countersSum(scope: TenancyScope, query: InvoiceListQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    query.status?.length ? inArray(invoiceCounts.status, query.status) : undefined,
    query.type?.length ? inArray(invoiceCounts.type, query.type) : undefined,
    query.anchorId ? sql`${invoiceCounts.anchorId} = ${query.anchorId}` : undefined,
    query.lenderId ? sql`${invoiceCounts.lenderId} = ${query.lenderId}` : undefined,
    scope.level === "anchor" ? sql`${invoiceCounts.anchorId} = ${scope.anchorId}` : undefined,
    scope.level === "anchor" ? anchorVisibleType(invoiceCounts.type) : undefined,
    scope.level === "lender" ? sql`${invoiceCounts.lenderId} = ${scope.lenderId}` : undefined,
  ];
  const where = combine(conditions.filter((c): c is SQL => c !== undefined));
  return sql`(SELECT coalesce(sum(${invoiceCounts.count}), 0)::int FROM ${invoiceCounts} WHERE ${where})`;
}

/**
 * The order a capped count reads in: along a range filter's index when there is one (its matches are one
 * stretch of it), else the page's own sort (the page's plan), in the page's direction (the part of the
 * index the page has just read is in memory). Without an order the planner may pick a sequential scan that
 * "stops early" only when the matches happen to sit at the start of the table, its least used part.
 */
function countOrder(query: InvoiceListQuery, sort: ParsedSort): SQL {
  const column = rangesOf(query)[0]?.column ?? sort.spec.column;
  return sql`${column} ${sql.raw(sort.descending ? "DESC" : "ASC")}`;
}

/** How the total is read and what the database answered for it. */
export type TotalPlan = { sql: SQL; read: (answered: number | null, pageRows: number) => Total };

/**
 * The total of a list answer: the counters' sum when the filter is only status, type, anchor or lender
 * (the common screens); the page itself when the first page is not full; otherwise an exact count up to
 * `reach` that never reads more than reach + 1 matching rows, beyond which it answers `reach` and capped
 * ("250+"): its cost follows the page asked for, not how many rows match.
 */
export function totalPlan(
  scope: TenancyScope,
  query: InvoiceListQuery,
  where: SQL,
  sort: ParsedSort,
  offset: number,
): TotalPlan {
  const reach = countReach(offset, query.pageSize);
  const counted = scope.level !== "merchant" && countersCanAnswer(query);
  const count = counted
    ? countersSum(scope, query)
    : sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${invoices} WHERE ${where}
        ORDER BY ${countOrder(query, sort)} LIMIT ${reach + 1}) AS capped)`;
  const firstPage = !query.cursor && query.page === 1;
  return {
    // A short first page is the whole answer: the count is then never run.
    sql: firstPage
      ? sql`CASE WHEN (SELECT count(*) FROM page) < ${query.pageSize} THEN NULL ELSE ${count} END`
      : count,
    read: (answered, pageRows) => {
      if (answered === null) return { total: pageRows, totalIsCapped: false };
      if (!counted && answered > reach) return { total: reach, totalIsCapped: true };
      return { total: answered, totalIsCapped: false };
    },
  };
}
