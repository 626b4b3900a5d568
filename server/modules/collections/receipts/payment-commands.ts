import { eq } from "drizzle-orm";
import type { PaymentCollectionStatus } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { notAfterToday } from "@domain/schemas/form-messages";
import {
  MANUAL_PAYMENT_EXCESS_TOLERANCE_PAISE,
  manualPaymentExcessMessage,
  type ManualPaymentValues,
} from "@domain/schemas/payment-operations";
import type {
  BulkCollectionValues,
  SettlementValues,
  UserCollectionValues,
} from "@domain/schemas/collection";
import type { Executor } from "@server/db/database";
import { anchors } from "@server/db/schema/anchors";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import { type MoneyContext, type MoneyOperation, todayOf } from "../pending-operations/operation-context";
import { paymentPreview } from "./payment-preview";
import { type DueTarget, postReceipt, type ReceiptDraft } from "./post-receipt";
import { writeOffRemainder } from "./settlement-write-off";
import { trancheScopeOf } from "./tranche-ref";

export const BULK_ID_NOT_FOUND = "No anchor has this Bulk Id";

const invalid = (field: string, message: string) => badRequest(VALIDATION_FAILED, [{ field, message }]);

/** 400 on `field` when `date` is after today: money cannot arrive in the future. */
function assertNotFuture(date: string | undefined, field: string, label: string, context: MoneyContext) {
  if (date && date > todayOf(context)) throw invalid(field, notAfterToday(label));
}

/**
 * The date a collection takes effect: the collection manager's date when `useCmDtAsSettlement` is on, else
 * the UTR's date (the day the bank credited it), else the NACH date, else the collection date.
 */
const effectiveDate = (
  values: { useCmDtAsSettlement: boolean; utrDate?: string; nachDate?: string },
  date: string,
) => (values.useCmDtAsSettlement ? date : (values.utrDate ?? values.nachDate ?? date));

/** `cmWise`: the receipt waits in the collection manager (PAID) for its settle; otherwise it is final at once. */
const statusOf = (cmWise: boolean): PaymentCollectionStatus => (cmWise ? "PAID" : "COMPLETED");

const rupees = (paise: number) => formatInr(paise, { currency: true });

/** A payment's own command: its due scope, preview summary and the receipt it posts. */
type PaymentCommand<I> = {
  scopeOf: (db: Executor, input: I) => Promise<DueTarget>;
  check?: (input: I, context: MoneyContext) => void;
  summary: (input: I) => string;
  draft: (input: I) => Omit<ReceiptDraft, "approvedBy">;
  utr: (input: I) => string;
  /** The most the payment may leave unapplied, checked on proposal (400 on `amountField` beyond it). */
  excessBound?: { maxUnappliedPaise: number; amountField: string };
};

/** A money operation (preview on proposal, posting on approval) from a payment command. */
function paymentOperation<I>(command: PaymentCommand<I>): MoneyOperation<I> {
  return {
    utrOf: command.utr,
    preview: async (db, input, context) => {
      command.check?.(input, context);
      const draft = command.draft(input);
      const preview = await paymentPreview(db, {
        amountPaise: draft.amountPaise,
        target: await command.scopeOf(db, input),
        on: draft.receivedOn,
        utr: draft.utr,
        summary: command.summary(input),
      });
      const bound = command.excessBound;
      if (bound && preview.unappliedPaise > bound.maxUnappliedPaise)
        throw invalid(
          bound.amountField,
          manualPaymentExcessMessage(
            rupees(preview.totalPaise - preview.unappliedPaise),
            rupees(preview.unappliedPaise),
            rupees(bound.maxUnappliedPaise),
          ),
        );
      return preview;
    },
    execute: async (tx, input, context, approval) => {
      command.check?.(input, context);
      const target = await command.scopeOf(tx, input);
      const posting = { actorId: approval.proposedBy, at: context.now };
      const { receipt, lines } = await postReceipt(
        tx,
        { ...command.draft(input), approvedBy: approval.approvedBy },
        target,
        posting,
      );
      if (target.writeOffRemainder)
        await writeOffRemainder(
          tx,
          receipt,
          target.scope,
          lines.map((line) => line.dueId),
          posting,
        );
      return { receiptIds: [receipt.id] };
    },
  };
}

/** The spec's manual payment: against the tranche `paymentInvoiceId` names. */
export const manualPaymentOperation = paymentOperation<ManualPaymentValues>({
  scopeOf: async (db, input) => ({
    scope: await trancheScopeOf(db, input.paymentInvoiceId, "paymentInvoiceId"),
  }),
  check: (input, context) => {
    assertNotFuture(input.paymentDate, "paymentDate", "Payment Date", context);
    assertNotFuture(input.utrDate, "utrDate", "UTR Date", context);
  },
  summary: (input) =>
    `Manual payment of ${rupees(parseRupees(input.paymentAmount))} by UTR ${input.utrNumber}`,
  utr: (input) => input.utrNumber,
  excessBound: { maxUnappliedPaise: MANUAL_PAYMENT_EXCESS_TOLERANCE_PAISE, amountField: "paymentAmount" },
  draft: (input) => ({
    channel: "MANUAL_PAYMENT",
    status: statusOf(input.cmWise),
    amountPaise: parseRupees(input.paymentAmount),
    utr: input.utrNumber,
    receivedOn: effectiveDate(input, input.paymentDate),
    utrDate: input.utrDate ?? null,
    nachDate: input.nachDate ?? null,
    details: {
      paymentInvoiceId: input.paymentInvoiceId,
      paymentDate: input.paymentDate,
      cmWise: input.cmWise,
      useCmDtAsSettlement: input.useCmDtAsSettlement,
    },
  }),
});

/** The spec's user collection: a credit from one borrower, spread over all its dues with the lender of the oldest. */
export const userCollectionOperation = paymentOperation<UserCollectionValues>({
  scopeOf: async (_db, input) => ({ scope: { kind: "borrower", borrowerUserId: input.userId } }),
  check: (input, context) => {
    assertNotFuture(input.collectionDate, "collectionDate", "Collection Date", context);
    assertNotFuture(input.utrDate, "utrDate", "UTR Date", context);
  },
  summary: (input) => `User collection of ${rupees(parseRupees(input.amount))} by UTR ${input.utr}`,
  utr: (input) => input.utr,
  draft: (input) => ({
    channel: "USER_COLLECTION",
    status: statusOf(input.cmWise),
    amountPaise: parseRupees(input.amount),
    utr: input.utr,
    receivedOn: effectiveDate(input, input.collectionDate),
    utrDate: input.utrDate ?? null,
    nachDate: input.nachDate ?? null,
    details: {
      collectionDate: input.collectionDate,
      cmWise: input.cmWise,
      useCmDtAsSettlement: input.useCmDtAsSettlement,
    },
  }),
});

/**
 * The spec's bulk collection: one credit from an anchor (`bulkId` is the anchor's id) for its network's dues,
 * oldest first. `applyOverDueInterest` first accrues the overdue penal of each overdue due through the
 * collection date; `waivedOffPenal` leaves penal out of the spread and waives what the covered dues owe of it
 * (re-instated if the receipt is reversed). Both choices are kept on the receipt.
 */
export const bulkCollectionOperation = paymentOperation<BulkCollectionValues>({
  scopeOf: async (db, input) => {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.bulkId);
    const [anchor] = isUuid
      ? await db.select({ id: anchors.id }).from(anchors).where(eq(anchors.id, input.bulkId))
      : [];
    if (!anchor) throw invalid("bulkId", BULK_ID_NOT_FOUND);
    return {
      scope: { kind: "anchor", anchorId: anchor.id },
      excludePenal: input.waivedOffPenal,
      waivePenal: input.waivedOffPenal,
      accrueOverdue: input.applyOverDueInterest,
    };
  },
  check: (input, context) =>
    assertNotFuture(input.collectionDate, "collectionDate", "Collection Date", context),
  summary: (input) =>
    `Bulk collection ${input.bulkId} of ${rupees(parseRupees(input.amount))} by UTR ${input.utr}`,
  utr: (input) => input.utr,
  draft: (input) => ({
    channel: "BULK_COLLECTION",
    status: "PAID",
    amountPaise: parseRupees(input.amount),
    utr: input.utr,
    receivedOn: input.collectionDate,
    bulkId: input.bulkId,
    details: { waivedOffPenal: input.waivedOffPenal, applyOverDueInterest: input.applyOverDueInterest },
  }),
});

/**
 * The spec's settlement of a borrower's dues, final at once (COMPLETED). An amount less than what the dues owe
 * is a compromise settlement: the remainder is written off (`writeOffRemainder`).
 */
export const settlementOperation = paymentOperation<SettlementValues>({
  scopeOf: async (_db, input) => ({
    scope: { kind: "borrower", borrowerUserId: input.userId },
    writeOffRemainder: true,
  }),
  check: (input, context) => assertNotFuture(input.settleDate, "settleDate", "Settlement Date", context),
  summary: (input) => `Settlement of ${rupees(parseRupees(input.amount))} by UTR ${input.utr}`,
  utr: (input) => input.utr,
  draft: (input) => ({
    channel: "SETTLEMENT",
    status: "COMPLETED",
    amountPaise: parseRupees(input.amount),
    utr: input.utr,
    receivedOn: input.settleDate,
  }),
});
