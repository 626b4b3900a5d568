import { and, eq, gt, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { EMI_COUNT_CAP, type EMI_SORT_FIELDS, type EmiItem, type EmiListQuery } from "@domain/api/emis";
import { returnCodesOf } from "@domain/collections/nach-return-codes";
import type { BusinessDate } from "@domain/dates/business-date";
import type { EmiStatus, ScheduleStatusFilter } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { COUNT_LOOKAHEAD_PAGES } from "@server/modules/account/invoices/invoice-total";
import {
  type ExportQuery,
  nameContains,
  type SortField,
  sortKeysOf,
} from "@server/modules/clients/client-search";
import { emiSelect, toEmiItem } from "./emi-reads";
import { emiScopeCondition } from "./emi-scope";

/** Each sort ends in the id; the due-date sorts are served by the `emis_*_due_idx` indexes. */
const SORTS: Record<(typeof EMI_SORT_FIELDS)[number], SortField> = {
  dueDate: { column: emis.dueDate, cast: "date" },
  trancheRef: { column: emis.trancheRef, cast: "text" },
  borrowerName: { column: emis.borrowerName, cast: "text" },
  status: { column: emis.status, cast: "text" },
  updatedAt: { column: emis.updatedAt, cast: "timestamptz" },
};

/** The spec's schedule status filter: initiated (presented, the debit in flight), scheduled (in a file). */
const SCHEDULE_STATUS: Record<Exclude<ScheduleStatusFilter, "all">, EmiStatus> = {
  initiated: "INITIATED",
  scheduled: "SCHEDULED",
};

export type EmiExportQuery = ExportQuery<EmiListQuery>;

/** The search: the borrower's name contains the text, or the tranche reference is it (any case). */
const searchCondition = (text: string): SQL =>
  or(nameContains(emis.borrowerName, text), eq(sql`upper(${emis.trancheRef})`, text.toUpperCase())) as SQL;

/** The list's conditions: the caller's scope and every filter. */
export function emiListWhere(scope: TenancyScope, query: EmiExportQuery): SQL {
  const schedule = query.scheduleStatus && query.scheduleStatus !== "all" ? query.scheduleStatus : undefined;
  const bounceCodes = query.bounceReason?.flatMap(returnCodesOf);
  const conditions: (SQL | undefined)[] = [
    emiScopeCondition(scope),
    query.status?.length ? inArray(emis.status, query.status) : undefined,
    query.bounced === true ? gt(emis.bounceCount, 0) : undefined,
    query.bounced === false ? eq(emis.bounceCount, 0) : undefined,
    bounceCodes?.length ? inArray(emis.returnCode, bounceCodes) : undefined,
    schedule ? eq(emis.status, SCHEDULE_STATUS[schedule]) : undefined,
    query.trancheKind ? eq(emis.trancheKind, query.trancheKind) : undefined,
    query.loanId ? eq(emis.loanId, query.loanId) : undefined,
    query.invoiceId ? eq(emis.invoiceId, query.invoiceId) : undefined,
    query.lenderId ? eq(emis.lenderId, query.lenderId) : undefined,
    query.anchorId ? eq(emis.anchorId, query.anchorId) : undefined,
    query.programmeId ? eq(emis.programmeId, query.programmeId) : undefined,
    query.borrowerUserId ? eq(emis.borrowerUserId, query.borrowerUserId) : undefined,
    query.dueFrom ? gte(emis.dueDate, query.dueFrom) : undefined,
    query.dueTo ? lte(emis.dueDate, query.dueTo) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  ];
  return and(...conditions) as SQL;
}

/**
 * The total as the loan list gives it: a first page that is not full is the whole answer; otherwise an exact
 * count up to a few pages past this one (at most EMI_COUNT_CAP), beyond which it answers capped.
 */
async function cappedTotal(db: Executor, where: SQL, query: EmiListQuery, pageRows: number) {
  const offset = (query.page - 1) * query.pageSize;
  if (pageRows < query.pageSize && (pageRows > 0 || offset === 0))
    return { total: offset + pageRows, totalIsCapped: false };
  const reach = Math.min(EMI_COUNT_CAP, offset + query.pageSize * (COUNT_LOOKAHEAD_PAGES + 1));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(SELECT 1 FROM ${emis} WHERE ${where} LIMIT ${reach + 1}) AS capped`);
  const counted = Number(row?.n ?? 0);
  return counted > reach ? { total: reach, totalIsCapped: true } : { total: counted, totalIsCapped: false };
}

/** One page of the EMIs the scope may see, in the asked order, with its (capped) total. */
export async function listEmis(db: Executor, scope: TenancyScope, query: EmiListQuery, today: BusinessDate) {
  const where = emiListWhere(scope, query);
  const { keys } = sortKeysOf(SORTS, emis.id, query.sort);
  const rows = await emiSelect(db)
    .where(where)
    .orderBy(...orderByKeys(keys))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = await cappedTotal(db, where, query, rows.length);
  return { payload: rows.map((row) => toEmiItem(row, today)), ...total };
}

/** Every EMI the list's filters select within the scope, in its order, batch by batch (keyset). */
export function emiExportBatches(
  db: Executor,
  scope: TenancyScope,
  query: EmiExportQuery,
  today: BusinessDate,
) {
  const where = emiListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, emis.id, query.sort);
  return keysetBatches<EmiItem>({
    keys,
    keyOf: (emi) => [emi[field], emi.id],
    read: async (after, limit) => {
      const rows = await emiSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map((row) => toEmiItem(row, today));
    },
  });
}
