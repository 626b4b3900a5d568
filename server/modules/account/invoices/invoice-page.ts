import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { InvoiceListQuery, InvoiceSortField } from "@domain/api/invoices";
import { invoices } from "@server/db/schema/invoices";
import { combine, rangesOf } from "./invoice-filters";
import { INVOICE_ROW_COLUMNS } from "./invoice-row";
import { orderBy, type ParsedSort } from "./invoice-sort";
import { prerendered } from "./static-sql";

/** A date range read day by day: its column, its bounds, and the query without it (the other filters). */
export type DayRange = { column: AnyColumn; from?: string; to?: string; others: InvoiceListQuery };

/** What a page reads: `size` rows after `offset`, in the sort. */
export type PageRequest = { sort: ParsedSort; size: number; offset: number };

/**
 * The `page` CTE: `id` and `k` (the sort value) of the page's rows, in any order, and with `carriesRows`
 * every column a list row is written from; otherwise the rows are joined to these keys afterwards.
 */
export type Page = { sql: SQL; carriesRows: boolean };

const ROW_COLUMNS = prerendered(sql.join(INVOICE_ROW_COLUMNS, sql`, `));

/** The row columns and the sort value as `k`, as a page that carries its rows selects them. */
const rowColumns = (sort: ParsedSort) => sql`${ROW_COLUMNS}, ${sort.spec.column} AS k`;

/**
 * The date range a page sorted by creation reads day by day, if the query filters a date. Dates follow
 * creation (an invoice is dated about when it is entered), so walking the creation order to a range far from
 * where the walk starts would read most of the table first.
 */
export function dayMergedRange(query: InvoiceListQuery, sort: ParsedSort): DayRange | undefined {
  if (sort.field !== "createdAt") return undefined;
  // Each date's (date, created_at, id) index serves it (migration 0009); the amount has no days.
  const filter = rangesOf(query).find((range) => range.field !== "amountPaise");
  if (!filter) return undefined;
  return {
    column: filter.column,
    from: query[filter.from]?.toString(),
    to: query[filter.to]?.toString(),
    others: { ...query, [filter.from]: undefined, [filter.to]: undefined },
  };
}

/**
 * Fields whose values follow one another: the dates of an invoice's life and its number (suppliers number
 * their invoices in sequence, so a date range lies together along the numbers), its two amounts, and the
 * status and the actual payment date (only a paid invoice has one).
 */
const KINDRED: InvoiceSortField[][] = [
  ["createdAt", "updatedAt", "invoiceDate", "paymentDate", "actualPaymentDate", "invoiceNumber"],
  ["amountPaise", "actualPaymentPaise"],
  ["status", "actualPaymentDate"],
];

/**
 * Whether the page is sorted by a field that follows a range filter on another one (payment dates sorted by
 * invoice date, an amount band sorted by the actual payment): the matches then lie together somewhere along
 * the sort's index, maybe far from where a walk starts, so they are collected through the filter instead.
 */
export function sortFollowsRange(query: InvoiceListQuery, sort: ParsedSort): boolean {
  const kin = KINDRED.filter((fields) => fields.includes(sort.field)).flat();
  return rangesOf(query).some(({ field }) => field !== sort.field && kin.includes(field));
}

/**
 * `page (id, k)` from every match, collected through the filters' own indexes and then sorted: its cost is
 * the number of matches, whatever the sort.
 */
export function collectedPage(where: SQL, { sort, size, offset }: PageRequest): Page {
  const direction = sql.raw(sort.descending ? "DESC" : "ASC");
  return {
    sql: sql`matches AS MATERIALIZED (SELECT ${invoices.id} AS id, ${sort.spec.column} AS k FROM ${invoices}
      WHERE ${where}), page AS (SELECT id, k FROM matches ORDER BY k ${direction}, id ${direction}
      LIMIT ${size} OFFSET ${offset})`,
    carriesRows: false,
  };
}

/**
 * The page walking the sort's index and skipping the rows the conditions refuse. The first page carries its
 * rows; a later one reads only the keys (the index alone, where it holds the filtered columns) and joins
 * the rows to the page's keys afterwards, so a deep offset skips index entries, not rows.
 */
export function walkedPage(where: SQL, { sort, size, offset }: PageRequest): Page {
  const carriesRows = offset === 0;
  const columns = carriesRows ? rowColumns(sort) : sql`${invoices.id} AS id, ${sort.spec.column} AS k`;
  return {
    sql: sql`page AS (SELECT ${columns} FROM ${invoices} WHERE ${where}
      ORDER BY ${sql.join(orderBy(sort), sql`, `)} LIMIT ${size} OFFSET ${offset})`,
    carriesRows,
  };
}

/**
 * The page of a date range sorted by creation, merged from the range's days. Rank the days by their first
 * matching row (in the sort): the day ranked r comes after r - 1 rows of the days before it, so only its
 * first `offset + size + 1 - r` rows can reach the page. The first day is read first; once it holds
 * `offset + size` rows, another day's row counts only if it comes before the last of them (`bound`), so
 * where the days follow each other (an invoice is dated about when it is entered) the others cost one index
 * descent each. The range is clipped to the dates the table holds.
 */
export function dayMergedPage(range: DayRange, others: SQL[], { sort, size, offset }: PageRequest): Page {
  const reach = offset + size;
  const order = sql.join(orderBy(sort), sql`, `);
  // Without a bound (the first day holds fewer rows), every row of another day counts.
  const [direction, before, neverK, neverId] = sort.descending
    ? ["DESC", ">", "'-infinity'::timestamptz", "'00000000-0000-0000-0000-000000000000'::uuid"].map(sql.raw)
    : ["ASC", "<", "'infinity'::timestamptz", "'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid"].map(sql.raw);
  const held = (extreme: "min" | "max") =>
    sql`(SELECT ${sql.raw(extreme)}(${range.column}) FROM ${invoices})`;
  const first =
    range.from === undefined ? held("min") : sql`greatest(CAST(${range.from} AS date), ${held("min")})`;
  const last = range.to === undefined ? held("max") : sql`least(CAST(${range.to} AS date), ${held("max")})`;
  const onDay = (day: SQL) => combine([sql`${range.column} = ${day}`, ...others]);
  const rowsOf = (day: SQL, limit: SQL, beyond: SQL = sql`true`) =>
    sql`(SELECT ${rowColumns(sort)} FROM ${invoices} WHERE ${onDay(day)} AND ${beyond}
      ORDER BY ${order} LIMIT ${limit})`;
  return {
    sql: sql`days AS (
      SELECT d.v::date AS v, row_number() OVER (ORDER BY t.k ${direction}, t.id ${direction}) AS rank
      FROM generate_series(${first}, ${last}, interval '1 day') AS d(v)
      CROSS JOIN LATERAL (SELECT ${sort.spec.column} AS k, ${invoices.id} AS id FROM ${invoices}
        WHERE ${onDay(sql`d.v::date`)} ORDER BY ${order} LIMIT 1) AS t
      ORDER BY t.k ${direction}, t.id ${direction} LIMIT ${reach}
    ), lead AS (
      SELECT r.* FROM days CROSS JOIN LATERAL ${rowsOf(sql`days.v`, sql`${reach}`)} AS r WHERE days.rank = 1
    ), bound AS (
      SELECT coalesce(b.k, ${neverK}) AS k, coalesce(b.id, ${neverId}) AS id FROM (SELECT 1) AS one
      LEFT JOIN (SELECT k, id FROM lead ORDER BY k ${direction}, id ${direction} OFFSET ${reach - 1} LIMIT 1) AS b
      ON true
    ), page AS (
      SELECT * FROM lead
      UNION ALL
      SELECT r.* FROM days CROSS JOIN LATERAL ${rowsOf(
        sql`days.v`,
        sql`${reach} + 1 - days.rank`,
        sql`(${sort.spec.column}, ${invoices.id}) ${before} (SELECT k, id FROM bound)`,
      )} AS r WHERE days.rank > 1
      ORDER BY k ${direction}, id ${direction} LIMIT ${size} OFFSET ${offset}
    )`,
    carriesRows: true,
  };
}
