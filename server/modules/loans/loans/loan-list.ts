import { and, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { LOAN_COUNT_CAP, type LOAN_SORT_FIELDS, type LoanItem, type LoanListQuery } from "@domain/api/loans";
import { addDays, startOfBusinessDate } from "@domain/dates/business-date";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { rawRows } from "@server/db/raw-rows";
import { lenders, loans, programmes, users } from "@server/db/schema/index";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { isoInstant } from "@server/modules/account/invoices/invoice-row";
import { COUNT_LOOKAHEAD_PAGES } from "@server/modules/account/invoices/invoice-total";
import {
  type ExportQuery,
  nameContains,
  type SortField,
  sortKeysOf,
} from "@server/modules/clients/client-search";
import { loanRm, loanSelect, toLoanItem } from "./loan-reads";
import { loanScopeCondition } from "./loan-scope";

/** The tenant-keyed table the list reads, and the ones it joins whole (`readDependencies`). */
export const LOAN_TABLES = ["loans"] as const;
export const LOAN_REFERENCES = ["lenders", "programmes", "users"] as const;

/** Each sort is served by an index of `loans` ending in the id (migrations 0013 and 0015). */
const SORTS: Record<(typeof LOAN_SORT_FIELDS)[number], SortField> = {
  loanNumber: { column: loans.loanNumber, cast: "text" },
  borrowerName: { column: loans.borrowerName, cast: "text" },
  status: { column: loans.status, cast: "text" },
  loanAmountPaise: { column: loans.loanAmountPaise, cast: "bigint" },
  aprPercent: { column: loans.aprPercent, cast: "numeric" },
  createdAt: { column: loans.createdAt, cast: "timestamptz" },
  updatedAt: { column: loans.updatedAt, cast: "timestamptz" },
};

export type LoanExportQuery = ExportQuery<LoanListQuery>;

const LOAN_NUMBER = /^LN-\d+$/i;

/**
 * The search: a contains match on the borrower's name (the trigram index), or the loan number exactly
 * (its unique index) when the text is one.
 */
function searchCondition(text: string): SQL {
  const byName = nameContains(loans.borrowerName, text);
  return LOAN_NUMBER.test(text) ? (or(byName, eq(loans.loanNumber, text.toUpperCase())) as SQL) : byName;
}

/** The list's conditions: the caller's scope and every filter (creation dates as India's days). */
export function loanListWhere(scope: TenancyScope, query: LoanExportQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    loanScopeCondition(scope),
    query.status?.length ? inArray(loans.status, query.status) : undefined,
    query.kind ? eq(loans.kind, query.kind) : undefined,
    query.lenderId ? eq(loans.lenderId, query.lenderId) : undefined,
    query.anchorId ? eq(loans.anchorId, query.anchorId) : undefined,
    query.programmeId ? eq(loans.programmeId, query.programmeId) : undefined,
    query.borrowerUserId ? eq(loans.borrowerUserId, query.borrowerUserId) : undefined,
    query.createdFrom ? gte(loans.createdAt, new Date(startOfBusinessDate(query.createdFrom))) : undefined,
    query.createdTo
      ? lt(loans.createdAt, new Date(startOfBusinessDate(addDays(query.createdTo, 1))))
      : undefined,
    query.amountMin !== undefined ? gte(loans.loanAmountPaise, query.amountMin) : undefined,
    query.amountMax !== undefined ? lte(loans.loanAmountPaise, query.amountMax) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  ];
  return and(...conditions) as SQL;
}

/**
 * Each field of a list row as SQL whose JSON is `toLoanItem`'s (over `loans` joined to its lender, programme
 * and relationship manager), so the database writes a page's JSON itself: nothing is decoded and encoded
 * again field by field, which was most of a page's cost.
 */
const LOAN_ITEM_JSON = sql`json_build_object(
  'id', ${loans.id}, 'loanNumber', ${loans.loanNumber}, 'kind', ${loans.kind}, 'status', ${loans.status},
  'lenderId', ${loans.lenderId}, 'lenderName', ${lenders.name}, 'anchorId', ${loans.anchorId},
  'anchorName', ${loans.anchorName}, 'programmeId', ${loans.programmeId}, 'programmeName', ${programmes.name},
  'borrowerUserId', ${loans.borrowerUserId}, 'borrowerName', ${loans.borrowerName},
  'loanAmountPaise', ${loans.loanAmountPaise}, 'tenureMonths', ${loans.tenureMonths},
  'interestRatePercent', ${loans.interestRatePercent}::text, 'aprPercent', ${loans.aprPercent}::text,
  'emiPaise', ${loans.emiPaise}, 'netDisbursedPaise', ${loans.netDisbursedPaise},
  'repaymentFrequency', ${loans.repaymentFrequency}, 'rmUserId', ${loans.rmUserId}, 'rmName', ${loanRm.name},
  'version', ${loans.version}, 'createdAt', ${isoInstant(loans.createdAt)},
  'updatedAt', ${isoInstant(loans.updatedAt)})`;

/**
 * The total as the invoice list gives it: a first page that is not full is the whole answer; otherwise an
 * exact count up to a few pages past this one (at most LOAN_COUNT_CAP) that never reads further, beyond
 * which it answers that reach and capped ("250+"), so its cost follows the page asked for.
 */
function cappedCount(where: SQL, query: LoanListQuery) {
  const offset = (query.page - 1) * query.pageSize;
  const reach = Math.min(LOAN_COUNT_CAP, offset + query.pageSize * (COUNT_LOOKAHEAD_PAGES + 1));
  const read = (counted: number, pageRows: number) => {
    if (pageRows < query.pageSize && (pageRows > 0 || offset === 0))
      return { total: offset + pageRows, totalIsCapped: false };
    return counted > reach ? { total: reach, totalIsCapped: true } : { total: counted, totalIsCapped: false };
  };
  return {
    sql: sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${loans} WHERE ${where} LIMIT ${reach + 1}) AS capped)`,
    read,
  };
}

type PageRow = { rows: string; n: number; counted: number };

/**
 * One page of the loans the scope may see, walking the sort's index, and its (capped) total, in one
 * statement: the answer's JSON text, ready to send and to cache.
 */
export async function listLoansJson(
  db: Executor,
  scope: TenancyScope,
  query: LoanListQuery,
): Promise<string> {
  const where = loanListWhere(scope, query);
  const { keys } = sortKeysOf(SORTS, loans.id, query.sort);
  const order = sql.join(orderByKeys(keys), sql`, `);
  const count = cappedCount(where, query);
  const [row] = rawRows<PageRow>(
    await db.execute(sql`WITH page AS (SELECT ${loans.id} AS id FROM ${loans} WHERE ${where}
        ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize})
      SELECT coalesce(json_agg(${LOAN_ITEM_JSON} ORDER BY ${order}), '[]')::text AS rows, count(*)::int AS n,
        ${count.sql} AS counted
      FROM page JOIN ${loans} ON ${loans.id} = page.id
      JOIN ${lenders} ON ${lenders.id} = ${loans.lenderId}
      LEFT JOIN ${programmes} ON ${programmes.id} = ${loans.programmeId}
      LEFT JOIN ${users} AS "loan_rm" ON ${loanRm.id} = ${loans.rmUserId}`),
  );
  const total = count.read(Number(row?.counted ?? 0), Number(row?.n ?? 0));
  return `{"payload":${row?.rows ?? "[]"},${JSON.stringify(total).slice(1)}`;
}

/** Every loan the list's filters select within the scope, in its order, batch by batch (keyset). */
export function loanExportBatches(db: Executor, scope: TenancyScope, query: LoanExportQuery) {
  const where = loanListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, loans.id, query.sort);
  return keysetBatches<LoanItem>({
    keys,
    keyOf: (loan) => [loan[field], loan.id],
    read: async (after, limit) => {
      const rows = await loanSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toLoanItem);
    },
  });
}
