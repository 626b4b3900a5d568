import { asc, eq } from "drizzle-orm";
import { COLLECTION_NOT_FOUND, type CollectionDetail } from "@domain/api/collections";
import { scopeOf } from "@server/auth/tenancy";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { emis, receiptAllocations, receipts } from "@server/db/schema/index";
import { notFound } from "@server/http/errors";
import { userNameOf } from "@server/modules/auth/users/user-name";
import { findScopedCollection, toCollectionItem } from "./collection-reads";

/** `GET /account/collections/:id`: the receipt in the caller's scope (404 otherwise) with its allocation lines. */
export async function collectionDetail(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<CollectionDetail> {
  const row = await findScopedCollection(db, scopeOf(principal), eq(receipts.id, id));
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
  const allocations = await db
    .select({
      emiId: receiptAllocations.emiId,
      trancheRef: emis.trancheRef,
      installmentNumber: emis.installmentNumber,
      dueDate: emis.dueDate,
      component: receiptAllocations.component,
      amountPaise: receiptAllocations.amountPaise,
      allocatedOn: receiptAllocations.allocatedOn,
    })
    .from(receiptAllocations)
    .innerJoin(emis, eq(emis.id, receiptAllocations.emiId))
    .where(eq(receiptAllocations.receiptId, id))
    .orderBy(asc(receiptAllocations.createdAt), asc(emis.dueDate));
  return {
    ...toCollectionItem(row),
    details: JSON.parse(row.receipt.details ?? "{}") as Record<string, unknown>,
    allocations,
    createdByName: await userNameOf(db, row.receipt.createdBy),
    approvedByName: await userNameOf(db, row.receipt.approvedBy),
  };
}
