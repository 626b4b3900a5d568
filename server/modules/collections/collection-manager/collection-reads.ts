import { and, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CollectionItem, ReceiptChannel } from "@domain/api/collections";
import type { PaymentCollectionStatus } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, lenders, receipts } from "@server/db/schema/index";
import { receiptScopeCondition } from "../receipts/receipt-scope";

const reversal = alias(receipts, "reversal");

/** A receipt with the names a list row shows and the receipt that reversed it, if one did. */
export const collectionSelect = (db: Executor) =>
  db
    .select({
      receipt: receipts,
      lenderName: lenders.name,
      anchorName: anchors.name,
      reversedById: reversal.id,
    })
    .from(receipts)
    .innerJoin(lenders, eq(lenders.id, receipts.lenderId))
    .leftJoin(anchors, eq(anchors.id, receipts.anchorId))
    .leftJoin(reversal, eq(reversal.reversesId, receipts.id))
    .$dynamic();

export type CollectionJoinedRow = Awaited<ReturnType<typeof collectionSelect>>[number];

export const toCollectionItem = ({
  receipt,
  lenderName,
  anchorName,
  reversedById,
}: CollectionJoinedRow): CollectionItem => ({
  id: receipt.id,
  receiptNumber: receipt.receiptNumber,
  channel: receipt.channel as ReceiptChannel,
  status: receipt.status as PaymentCollectionStatus,
  lenderId: receipt.lenderId,
  lenderName,
  anchorId: receipt.anchorId,
  anchorName,
  borrowerUserId: receipt.borrowerUserId,
  borrowerName: receipt.borrowerName,
  loanId: receipt.loanId,
  invoiceId: receipt.invoiceId,
  bulkId: receipt.bulkId,
  utr: receipt.utr,
  amountPaise: receipt.amountPaise,
  unappliedPaise: receipt.unappliedPaise,
  receivedOn: receipt.receivedOn,
  utrDate: receipt.utrDate,
  nachDate: receipt.nachDate,
  reversesId: receipt.reversesId,
  reversedById,
  createdAt: receipt.createdAt.toISOString(),
  version: receipt.version,
});

/** One receipt with its names, only if the scope may see it. */
export async function findScopedCollection(db: Executor, scope: TenancyScope, where: SQL) {
  const [row] = await collectionSelect(db)
    .where(and(receiptScopeCondition(scope), where))
    .limit(1);
  return row ?? null;
}
