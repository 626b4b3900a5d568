import { DPD_BUCKETS, type DpdBucket } from "@domain/collections/dpd";
import type {
  DPD_SORT_FIELDS,
  DpdBucketFigures,
  DpdLevel,
  DpdListQuery,
  DpdRow,
} from "@domain/api/delinquency";
import type { BusinessDate } from "@domain/dates/business-date";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, lenders, programmes } from "@server/db/schema/index";
import { dpdBorrowerDays, dpdTrancheDays } from "@server/db/schema/delinquency";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import {
  type ExportQuery,
  nameContains,
  type SortField,
  sortKeysOf,
} from "@server/modules/clients/client-search";

export type DpdExportQuery = ExportQuery<DpdListQuery>;
type Table = typeof dpdBorrowerDays | typeof dpdTrancheDays;

/** The columns both levels share, and the row id of each (the borrower's, the tranche's). */
type Level = { table: Table; id: AnyPgColumn; trancheCount: SQL; trancheKind: SQL; trancheRef: SQL };

const LEVELS: Record<DpdLevel, Level> = {
  borrower: {
    table: dpdBorrowerDays,
    id: dpdBorrowerDays.borrowerId,
    trancheCount: sql`${dpdBorrowerDays.trancheCount}`,
    trancheKind: sql`NULL`,
    trancheRef: sql`NULL`,
  },
  tranche: {
    table: dpdTrancheDays,
    id: dpdTrancheDays.trancheId,
    trancheCount: sql`1`,
    trancheKind: sql`${dpdTrancheDays.trancheKind}`,
    trancheRef: sql`${dpdTrancheDays.trancheRef}`,
  },
};

/**
 * A borrower row is an anchor's or a programme's when one of its tranches that day is: the condition on a
 * tranche column, for either level.
 */
function throughTranche(level: DpdLevel, column: "anchorId" | "programmeId", value: string): SQL {
  if (level === "tranche") return eq(dpdTrancheDays[column], value);
  return sql`EXISTS (SELECT 1 FROM ${dpdTrancheDays} WHERE ${dpdTrancheDays.asOfDate} = ${dpdBorrowerDays.asOfDate}
    AND ${dpdTrancheDays.borrowerId} = ${dpdBorrowerDays.borrowerId} AND ${dpdTrancheDays[column]} = ${value})`;
}

/** The borrower's name contains the text; at tranche level, or the tranche's reference is it. */
function searchCondition(level: DpdLevel, text: string): SQL {
  const byName = nameContains(LEVELS[level].table.borrowerName, text);
  return level === "tranche"
    ? (or(byName, eq(dpdTrancheDays.trancheRef, text.toUpperCase())) as SQL)
    : byName;
}

/** Whose rows a caller sees: every row, its lender's, its anchor's tranches (and their borrowers), itself. */
function scopeCondition(scope: TenancyScope, level: DpdLevel): SQL {
  const { table } = LEVELS[level];
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(table.lenderId, scope.lenderId);
    case "anchor":
      return throughTranche(level, "anchorId", scope.anchorId);
    case "merchant":
      return eq(table.borrowerKey, `user:${scope.userId}`);
  }
}

/** The filters the rows and the summary share; the summary has no bucket. */
type DpdFilters = Pick<DpdExportQuery, "level" | "lenderId" | "anchorId" | "programmeId" | "search"> & {
  bucket?: DpdExportQuery["bucket"];
};

/** The conditions of the rows (or of the summary) for the as-of date. */
function dpdWhere(scope: TenancyScope, query: DpdFilters, asOf: BusinessDate): SQL {
  const { table } = LEVELS[query.level];
  return and(
    eq(table.asOfDate, asOf),
    scopeCondition(scope, query.level),
    query.lenderId ? eq(table.lenderId, query.lenderId) : undefined,
    query.anchorId ? throughTranche(query.level, "anchorId", query.anchorId) : undefined,
    query.programmeId ? throughTranche(query.level, "programmeId", query.programmeId) : undefined,
    query.bucket ? eq(table.bucket, query.bucket) : undefined,
    query.search ? searchCondition(query.level, query.search) : undefined,
  ) as SQL;
}

const sortsOf = (table: Table): Record<(typeof DPD_SORT_FIELDS)[number], SortField> => ({
  dpd: { column: table.dpd, cast: "integer" },
  overduePaise: { column: table.overduePaise, cast: "bigint" },
  principalOutstandingPaise: { column: table.principalOutstandingPaise, cast: "bigint" },
  borrowerName: { column: table.borrowerName, cast: "text" },
});

function rowSelect(db: Executor, levelName: DpdLevel) {
  const level = LEVELS[levelName];
  const { table } = level;
  return db
    .select({
      id: sql<string>`${level.id}`,
      borrowerId: table.borrowerId,
      lenderId: table.lenderId,
      lenderName: sql<string>`${lenders.name}`,
      anchorId: table.anchorId,
      anchorName: sql<string | null>`${anchors.name}`,
      programmeId: table.programmeId,
      programmeName: sql<string | null>`${programmes.name}`,
      borrowerKey: table.borrowerKey,
      borrowerName: table.borrowerName,
      trancheKind: sql<string | null>`${level.trancheKind}`,
      trancheRef: sql<string | null>`${level.trancheRef}`,
      trancheCount: sql<number>`${level.trancheCount}`.mapWith(Number),
      dpd: table.dpd,
      bucket: sql<DpdBucket>`${table.bucket}`,
      oldestUnpaidDueDate: table.oldestUnpaidDueDate,
      overduePaise: table.overduePaise,
      penalOutstandingPaise: table.penalOutstandingPaise,
      principalOutstandingPaise: table.principalOutstandingPaise,
      writtenOffPaise: table.writtenOffPaise,
    })
    .from(table)
    .innerJoin(lenders, eq(lenders.id, table.lenderId))
    .leftJoin(anchors, eq(anchors.id, table.anchorId))
    .leftJoin(programmes, eq(programmes.id, table.programmeId));
}

/** One page of the classified rows and their total. */
export async function listDpdRows(
  db: Executor,
  scope: TenancyScope,
  query: DpdListQuery,
  asOf: BusinessDate,
): Promise<{ rows: DpdRow[]; total: number }> {
  const { table, id } = LEVELS[query.level];
  const where = dpdWhere(scope, query, asOf);
  const { keys } = sortKeysOf(sortsOf(table), id, query.sort);
  const [rows, [count]] = await Promise.all([
    rowSelect(db, query.level)
      .where(where)
      .orderBy(...orderByKeys(keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Every bucket's count, overdue and principal outstanding for the filters (the bucket aside). */
export async function dpdBucketSummary(
  db: Executor,
  scope: TenancyScope,
  query: DpdFilters,
  asOf: BusinessDate,
): Promise<DpdBucketFigures[]> {
  const { table } = LEVELS[query.level];
  const rows = await db
    .select({
      bucket: table.bucket,
      count: sql<number>`count(*)::int`,
      overduePaise: sql<number>`coalesce(sum(${table.overduePaise}), 0)`.mapWith(Number),
      principalOutstandingPaise: sql<number>`coalesce(sum(${table.principalOutstandingPaise}), 0)`.mapWith(
        Number,
      ),
    })
    .from(table)
    .where(dpdWhere(scope, { ...query, bucket: undefined }, asOf))
    .groupBy(table.bucket);
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return DPD_BUCKETS.map((bucket) => ({
    bucket,
    count: byBucket.get(bucket)?.count ?? 0,
    overduePaise: byBucket.get(bucket)?.overduePaise ?? 0,
    principalOutstandingPaise: byBucket.get(bucket)?.principalOutstandingPaise ?? 0,
  }));
}

/** Every row the filters select, in the list's order, batch by batch (keyset). */
export function dpdExportBatches(
  db: Executor,
  scope: TenancyScope,
  query: DpdExportQuery,
  asOf: BusinessDate,
) {
  const { table, id } = LEVELS[query.level];
  const where = dpdWhere(scope, query, asOf);
  const { field, keys } = sortKeysOf(sortsOf(table), id, query.sort);
  return keysetBatches<DpdRow>({
    keys,
    keyOf: (row) => [row[field], row.id],
    read: (after, limit) =>
      rowSelect(db, query.level)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit),
  });
}
