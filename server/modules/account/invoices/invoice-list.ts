import { sql, type SQL } from "drizzle-orm";
import type { InvoiceItem, InvoiceListQuery } from "@domain/api/invoices";
import { fromRows } from "@domain/api/list-rows";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors } from "@server/db/schema/anchors";
import { invoices } from "@server/db/schema/invoices";
import { lenders } from "@server/db/schema/lenders";
import { catalogueConditions, invoiceCatalogue, type Catalogue } from "./invoice-catalogue";
import { combine, invoiceFilterConditions } from "./invoice-filters";
import {
  collectedPage,
  dayMergedPage,
  dayMergedRange,
  sortFollowsRange,
  walkedPage,
  type Page,
} from "./invoice-page";
import { INVOICE_ITEM_FIELDS, invoiceRowArraySql, isoInstant } from "./invoice-row";
import { invoiceScopeCondition } from "./invoice-scope";
import { afterCursor, cursorAt, parseSort, type ParsedSort } from "./invoice-sort";
import { countersSum, totalPlan, type Total } from "./invoice-total";
import { readRows } from "./plan-cache";

/** A page of the list as the database wrote it: its rows as JSON text (one array per row), and the rest. */
export type InvoiceListPage = Total & { rowsJson: string; nextCursor: string | null };

const NOTHING: InvoiceListPage = { rowsJson: "[]", total: 0, totalIsCapped: false, nextCursor: null };

type PageRow = { n: number; rows: string; last: string | null; total: number | null };

const direction = (sort: ParsedSort, reversed = false) =>
  sql.raw(sort.descending !== reversed ? "DESC" : "ASC");

/**
 * The page's rows as one JSON array of arrays, in the sort. A page that carries its rows is read as if it
 * were `invoices` (the row's expressions name that table); the others are joined to it by id.
 */
function pageRows(page: Page, sort: ParsedSort): SQL {
  const [rows, key] = page.carriesRows
    ? [sql`page AS ${invoices}`, sql`${invoices}.k`]
    : [sql`page JOIN ${invoices} ON ${invoices.id} = page.id`, sql`page.k`];
  return sql`(SELECT coalesce(json_agg(${invoiceRowArraySql} ORDER BY ${key} ${direction(sort)}, ${invoices.id} ${direction(sort)}), '[]')::text
    FROM ${rows} JOIN ${anchors} ON ${anchors.id} = ${invoices.anchorId}
    JOIN ${lenders} ON ${lenders.id} = ${invoices.lenderId})`;
}

/** The page's last key as JSON `[value, id]`, the value as the row's JSON has it; none for a nullable sort. */
function lastKey(sort: ParsedSort): SQL {
  if (sort.spec.nullable) return sql`NULL::text`;
  const value = sort.spec.cast === "timestamptz" ? isoInstant(sql`page.k`) : sql`page.k`;
  return sql`(SELECT json_build_array(${value}, page.id)::text FROM page
    ORDER BY page.k ${direction(sort, true)}, page.id ${direction(sort, true)} LIMIT 1)`;
}

/**
 * The list's conditions: the caller's scope, the filters (the name's contains search replaced by the names
 * and types of the catalogue, `invoice-catalogue.ts`) and, outside a merchant's scope, a one-time check that the
 * counters hold an invoice of the query's statuses and types under the tenant (`countersSum`): a tenant
 * with none reads no further.
 */
function listConditions(
  scope: TenancyScope,
  query: InvoiceListQuery,
  catalogue: NonNullable<Catalogue>,
): SQL[] {
  return [
    invoiceScopeCondition(scope),
    ...invoiceFilterConditions({ ...query, counterpartyName: undefined }),
    ...catalogueConditions(catalogue),
    ...(scope.level === "merchant" ? [] : [sql`${countersSum(scope, query)} > 0`]),
  ];
}

/**
 * A page of invoices and how many match, in one statement: the page's keys (`invoice-page.ts`), its rows
 * written as JSON by the database (nothing to decode and encode again per field, most of a page's cost on
 * PGlite), its last key for the cursor, and the total (`invoice-total.ts`). A query that no invoice of the
 * caller's can match (a type the scope never sees, a name none of its invoices carries) reads no invoice.
 */
export async function listInvoices(
  db: Executor,
  scope: TenancyScope,
  query: InvoiceListQuery,
): Promise<InvoiceListPage> {
  const sort = parseSort(query.sort);
  const cursor = query.cursor ? [afterCursor(sort, query.cursor)] : [];
  const catalogue = await invoiceCatalogue(db, scope, query, sort);
  if (!catalogue) return NOTHING;

  const offset = query.cursor ? 0 : (query.page - 1) * query.pageSize;
  const request = { sort, size: query.pageSize, offset };
  const range = dayMergedRange(query, sort);
  const where = combine([...listConditions(scope, query, catalogue), ...cursor]);
  const page = range
    ? dayMergedPage(range, [...listConditions(scope, range.others, catalogue), ...cursor], request)
    : sortFollowsRange(query, sort)
      ? collectedPage(where, request)
      : walkedPage(where, request);
  const total = totalPlan(scope, query, combine(listConditions(scope, query, catalogue)), sort, offset);
  const [row] = await readRows<PageRow>(
    db,
    sql`WITH ${page.sql}
      SELECT (SELECT count(*)::int FROM page) AS n, ${pageRows(page, sort)} AS rows, ${lastKey(sort)} AS last,
        ${total.sql} AS total`,
  );
  if (!row) throw new Error("The invoice page statement answered no row");
  const last = row.n === query.pageSize && row.last ? (JSON.parse(row.last) as [unknown, string]) : null;
  return {
    rowsJson: row.rows,
    ...total.read(row.total, row.n),
    nextCursor: last ? cursorAt(sort, last[0], last[1]) : null,
  };
}

/** The answer as JSON text in the encoding the query asked for (`encoding=rows`: the lean one). */
export function invoiceListJson({ rowsJson, ...rest }: InvoiceListPage, query: InvoiceListQuery): string {
  const fields = INVOICE_ITEM_FIELDS;
  if (query.encoding === "objects") {
    const payload = fromRows<InvoiceItem>({ fields, rows: JSON.parse(rowsJson) as unknown[][] });
    return JSON.stringify({ payload, ...rest });
  }
  return `{"fields":${JSON.stringify(fields)},"rows":${rowsJson},${JSON.stringify(rest).slice(1)}`;
}

/** The tenant-keyed tables a list read depends on, and the small ones it joins whole (`readDependencies`). */
export const INVOICE_TABLES = ["invoices", "invoice_counts"] as const;
export const INVOICE_REFERENCES = ["anchors", "lenders"] as const;
