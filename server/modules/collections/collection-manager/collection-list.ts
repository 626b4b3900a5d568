import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import {
  COLLECTION_COUNT_CAP,
  type COLLECTION_SORT_FIELDS,
  type CollectionFilter,
  type CollectionItem,
  type CollectionListQuery,
} from "@domain/api/collections";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, lenders, receipts } from "@server/db/schema/index";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { COUNT_LOOKAHEAD_PAGES } from "@server/modules/account/invoices/invoice-total";
import { nameContains, type SortField, sortKeysOf } from "@server/modules/clients/client-search";
import { normaliseUtr } from "../receipts/utr";
import { receiptScopeCondition } from "../receipts/receipt-scope";
import { collectionSelect, toCollectionItem } from "./collection-reads";
import { escapeLike } from "@server/db/like-pattern";

const SORTS: Record<(typeof COLLECTION_SORT_FIELDS)[number], SortField> = {
  createdAt: { column: receipts.createdAt, cast: "timestamptz" },
  receivedOn: { column: receipts.receivedOn, cast: "date" },
  amountPaise: { column: receipts.amountPaise, cast: "bigint" },
  receiptNumber: { column: receipts.receiptNumber, cast: "text" },
  borrowerName: { column: receipts.borrowerName, cast: "text" },
  status: { column: receipts.status, cast: "text" },
};

/** The search: the borrower's, lender's or anchor's name contains the text, or the receipt number is it. */
const searchCondition = (text: string): SQL =>
  or(
    nameContains(receipts.borrowerName, text),
    nameContains(lenders.name, text),
    nameContains(anchors.name, text),
    ilike(receipts.receiptNumber, escapeLike(text)),
  ) as SQL;

/** The collection manager's conditions: the caller's scope and every filter (shared by list, export, bulk). */
export function collectionListWhere(scope: TenancyScope, query: CollectionFilter): SQL {
  return and(
    receiptScopeCondition(scope),
    query.status?.length ? inArray(receipts.status, query.status) : undefined,
    query.channel?.length ? inArray(receipts.channel, query.channel) : undefined,
    query.receivedFrom ? gte(receipts.receivedOn, query.receivedFrom) : undefined,
    query.receivedTo ? lte(receipts.receivedOn, query.receivedTo) : undefined,
    query.lenderId ? eq(receipts.lenderId, query.lenderId) : undefined,
    query.anchorId ? eq(receipts.anchorId, query.anchorId) : undefined,
    query.utr ? eq(receipts.utr, normaliseUtr(query.utr)) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  ) as SQL;
}

async function cappedTotal(db: Executor, where: SQL, query: CollectionListQuery, pageRows: number) {
  const offset = (query.page - 1) * query.pageSize;
  if (pageRows < query.pageSize && (pageRows > 0 || offset === 0))
    return { total: offset + pageRows, totalIsCapped: false };
  const reach = Math.min(COLLECTION_COUNT_CAP, offset + query.pageSize * (COUNT_LOOKAHEAD_PAGES + 1));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(SELECT 1 FROM ${receipts} INNER JOIN ${lenders} ON ${lenders.id} = ${receipts.lenderId} LEFT JOIN ${anchors} ON ${anchors.id} = ${receipts.anchorId} WHERE ${where} LIMIT ${reach + 1}) AS capped`,
    );
  const counted = Number(row?.n ?? 0);
  return counted > reach ? { total: reach, totalIsCapped: true } : { total: counted, totalIsCapped: false };
}

/** One page of the collections the scope may see, in the asked order, with its (capped) total. */
export async function listCollections(db: Executor, scope: TenancyScope, query: CollectionListQuery) {
  const where = collectionListWhere(scope, query);
  const { keys } = sortKeysOf(SORTS, receipts.id, query.sort);
  const rows = await collectionSelect(db)
    .where(where)
    .orderBy(...orderByKeys(keys))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { payload: rows.map(toCollectionItem), ...(await cappedTotal(db, where, query, rows.length)) };
}

/** Every collection the filter selects within the scope, in its order, batch by batch (keyset). */
export function collectionExportBatches(db: Executor, scope: TenancyScope, query: CollectionFilter) {
  const where = collectionListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, receipts.id, query.sort);
  return keysetBatches<CollectionItem>({
    keys,
    keyOf: (item) => [item[field], item.id],
    read: async (after, limit) =>
      (
        await collectionSelect(db)
          .where(and(where, after))
          .orderBy(...orderByKeys(keys))
          .limit(limit)
      ).map(toCollectionItem),
  });
}
