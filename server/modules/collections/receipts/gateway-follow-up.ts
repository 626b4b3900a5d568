import { and, eq, sql } from "drizzle-orm";
import {
  COLLECTION_NOT_FOUND,
  GATEWAY_IN_FLIGHT_STATUSES,
  gatewayPaymentFinal,
  NOT_A_GATEWAY_PAYMENT,
} from "@domain/api/collections";
import type { PaymentCollectionStatus } from "@domain/enums/statuses";
import { recordAudit } from "@server/audit/audit-log";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { receipts } from "@server/db/schema/collections";
import { conflict, notFound } from "@server/http/errors";
import type {
  GatewayOrderStatus,
  PaymentGateway,
} from "@server/integrations/payment-gateway/payment-gateway";
import { findScopedCollection } from "../collection-manager/collection-reads";
import { STALE_COLLECTION_MESSAGE } from "../collection-manager/collection-transition";
import type { MoneyContext } from "../pending-operations/operation-context";
import type { DueScope } from "./due-scope";
import { COLLECTION_STATUS_OF_GATEWAY } from "./gateway-payment";
import { confirmReceipt, RECEIPT_ENTITY, type ReceiptRow } from "./post-receipt";

type FollowUp = "refresh" | "cancel";
type GatewayDetails = Record<string, unknown> & { gatewayOrderId: string; dueScope: DueScope };

/** The gateway payment in flight the caller names, within its tenancy: 404 outside it, 409 final or stale. */
async function inFlightPayment(context: MoneyContext, id: string, version: number): Promise<ReceiptRow> {
  const row = await findScopedCollection(context.db, scopeOf(context.principal), eq(receipts.id, id));
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
  const receipt = row.receipt;
  if (receipt.channel !== "GATEWAY") throw conflict(NOT_A_GATEWAY_PAYMENT);
  const status = receipt.status as PaymentCollectionStatus;
  if (!GATEWAY_IN_FLIGHT_STATUSES.includes(status))
    throw conflict(gatewayPaymentFinal(receipt.receiptNumber, status));
  if (receipt.version !== version) throw conflict(STALE_COLLECTION_MESSAGE);
  return receipt;
}

/** Keeps the gateway's answer that posts nothing: the payment's new status (still in flight, failed, expired). */
async function recordAnswer(
  tx: Executor,
  receipt: ReceiptRow,
  status: PaymentCollectionStatus,
  details: Record<string, unknown>,
  context: { actorId: string; at: Date; followUp: FollowUp },
) {
  const [updated] = await tx
    .update(receipts)
    .set({
      status,
      details: JSON.stringify(details),
      version: sql`${receipts.version} + 1`,
      updatedAt: context.at,
    })
    .where(and(eq(receipts.id, receipt.id), eq(receipts.version, receipt.version)))
    .returning();
  if (!updated) throw conflict(STALE_COLLECTION_MESSAGE);
  await recordAudit(tx, {
    actorId: context.actorId,
    action: `gateway.${context.followUp}`,
    entity: RECEIPT_ENTITY,
    entityId: receipt.id,
    before: { status: receipt.status },
    after: { status, gatewayStatus: details.gatewayStatus, failureReason: details.failureReason },
    at: context.at,
  });
  return updated;
}

/**
 * Asks the gateway again about a payment in flight (refresh) or cancels its order (cancel), and applies the
 * answer: Completed posts the receipt through the one poster's confirmation under the bank's reference (at
 * the version read, so refreshing twice never posts twice); a failure, drop, expiry or cancellation makes it
 * FAILED or EXPIRED with no allocation; still in flight keeps it open with the gateway's latest status.
 */
export async function followUpGatewayPayment(
  context: MoneyContext,
  gateway: PaymentGateway,
  followUp: FollowUp,
  request: { id: string; version: number },
): Promise<ReceiptRow> {
  const receipt = await inFlightPayment(context, request.id, request.version);
  const details = JSON.parse(receipt.details ?? "{}") as GatewayDetails;
  const answer: GatewayOrderStatus =
    followUp === "refresh"
      ? await gateway.status(details.gatewayOrderId)
      : await gateway.cancel(details.gatewayOrderId);
  const status = COLLECTION_STATUS_OF_GATEWAY[answer.status];
  const next = { ...details, gatewayStatus: answer.status, failureReason: answer.failureReason };
  const posting = { actorId: context.principal.id, at: context.now };
  return context.db.transaction(async (tx) => {
    if (status === "PAID" && answer.bankReference) {
      const confirmed = await confirmReceipt(
        tx,
        receipt,
        answer.bankReference,
        details.dueScope,
        next,
        posting,
      );
      if (!confirmed) throw conflict(STALE_COLLECTION_MESSAGE);
      return confirmed;
    }
    return recordAnswer(tx, receipt, status === "PAID" ? "FAILED" : status, next, { ...posting, followUp });
  });
}
