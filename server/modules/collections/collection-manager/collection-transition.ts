import { and, eq, sql } from "drizzle-orm";
import type { PaymentCollectionStatus } from "@domain/enums/statuses";
import { describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import {
  PAYMENT_COLLECTION_MACHINE,
  type PaymentCollectionAction,
} from "@domain/state-machines/payment-collection";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { receipts } from "@server/db/schema/collections";
import { RECEIPT_ENTITY, type ReceiptRow } from "../receipts/post-receipt";

export const STALE_COLLECTION_MESSAGE =
  "This collection was changed by someone else; reload it and try again";

/** Why the payment-collection machine refuses `action` on the receipt now, or null when it allows it. */
export const collectionRefusal = (
  receipt: Pick<ReceiptRow, "status">,
  action: PaymentCollectionAction,
): string | null =>
  transitionFor(PAYMENT_COLLECTION_MACHINE, receipt.status as PaymentCollectionStatus, action)
    ? null
    : describeIllegalTransition(
        PAYMENT_COLLECTION_MACHINE,
        receipt.status as PaymentCollectionStatus,
        action,
      );

/**
 * One move of the payment-collection machine on a receipt, at the version read, audited. Answers the
 * refusal instead of throwing, for a bulk action's per-row result.
 */
export async function moveCollection(
  tx: Executor,
  receipt: ReceiptRow,
  action: PaymentCollectionAction,
  context: { actorId: string; at: Date; reason?: string | null },
): Promise<string | null> {
  const refusal = collectionRefusal(receipt, action);
  if (refusal) return refusal;
  const to = transitionFor(PAYMENT_COLLECTION_MACHINE, receipt.status as PaymentCollectionStatus, action)!.to;
  const updated = await tx
    .update(receipts)
    .set({ status: to, version: sql`${receipts.version} + 1`, updatedAt: context.at })
    .where(and(eq(receipts.id, receipt.id), eq(receipts.version, receipt.version)))
    .returning({ id: receipts.id });
  if (updated.length === 0) return STALE_COLLECTION_MESSAGE;
  await recordAudit(tx, {
    actorId: context.actorId,
    action,
    entity: RECEIPT_ENTITY,
    entityId: receipt.id,
    before: { status: receipt.status },
    after: { status: to, ...(context.reason ? { reason: context.reason } : {}) },
    at: context.at,
  });
  return null;
}
