import { and, asc, inArray, sql } from "drizzle-orm";
import {
  BULK_ACTION_LIMIT,
  type CollectionBulkRequest,
  type CollectionFilter,
} from "@domain/api/collections";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, lenders, receipts } from "@server/db/schema/index";
import { badRequest } from "@server/http/errors";
import { collectionListWhere } from "./collection-list";
import { collectionSelect } from "./collection-reads";

export const TOO_MANY_SELECTED = `A bulk action takes at most ${BULK_ACTION_LIMIT} collections; narrow the filter`;

/** The receipts a bulk action covers: the selected ids or all the filter selects, within the caller's scope. */
export async function selectedCollections(db: Executor, scope: TenancyScope, request: CollectionBulkRequest) {
  const where = request.all
    ? collectionListWhere(scope, request.filter as CollectionFilter)
    : and(collectionListWhere(scope, { sort: "createdAt" }), inArray(receipts.id, request.ids ?? []));
  const rows = await collectionSelect(db)
    .where(where)
    .orderBy(asc(receipts.createdAt), asc(receipts.id))
    .limit(BULK_ACTION_LIMIT + 1);
  if (rows.length > BULK_ACTION_LIMIT) throw badRequest(TOO_MANY_SELECTED);
  return rows;
}

/** The count and total of the rows a filter selects: what the portal confirms before an "all matching" action. */
export async function selectionSummary(db: Executor, scope: TenancyScope, filter: CollectionFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${receipts.amountPaise}), 0)`,
    })
    .from(receipts)
    .innerJoin(lenders, sql`${lenders.id} = ${receipts.lenderId}`)
    .leftJoin(anchors, sql`${anchors.id} = ${receipts.anchorId}`)
    .where(collectionListWhere(scope, filter));
  return { count: Number(row?.count ?? 0), totalPaise: Number(row?.total ?? 0) };
}
