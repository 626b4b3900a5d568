import { eq } from "drizzle-orm";
import {
  COLLECTION_NOT_FOUND,
  type ReceiptChannel,
  NEW_UTR_SAME,
  OLD_UTR_MISMATCH,
  UTR_CORRECTION_NOT_POSTED,
} from "@domain/api/collections";
import type { PaymentCollectionStatus } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import type { PaymentValues } from "@domain/schemas/payment";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { receipts } from "@server/db/schema/collections";
import { badRequest, conflict, notFound, VALIDATION_FAILED } from "@server/http/errors";
import { findScopedCollection } from "../collection-manager/collection-reads";
import { STALE_COLLECTION_MESSAGE } from "../collection-manager/collection-transition";
import { type MoneyContext, type MoneyOperation, todayOf } from "../pending-operations/operation-context";
import type { DueScope } from "./due-scope";
import { postReceipt, type ReceiptRow, type ReceiptTarget } from "./post-receipt";
import { alreadyReversed, REVERSAL_NOT_REVERSIBLE, reverseReceipt } from "./reverse-receipt";
import { assertUtrFree, normaliseUtr } from "./utr";

type CorrectionInput = Pick<PaymentValues, "new_utr"> & {
  id: string;
  version: number;
  old_utr?: string;
  reason?: string;
};

const POSTED: readonly PaymentCollectionStatus[] = ["PAID", "COMPLETED"];

/**
 * The receipt a correction names, within the caller's tenancy (404 outside it), checked as the proposer and
 * the approver see it: posted, not reversed, at the version read, `old_utr` (when given) its UTR now, and
 * the new UTR different and recorded nowhere.
 */
async function correctable(db: Executor, input: CorrectionInput, context: MoneyContext): Promise<ReceiptRow> {
  const row = await findScopedCollection(db, scopeOf(context.principal), eq(receipts.id, input.id));
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
  const receipt = row.receipt;
  if (receipt.reversesId) throw conflict(REVERSAL_NOT_REVERSIBLE);
  if (row.reversedById) throw conflict(alreadyReversed(receipt.receiptNumber));
  if (!POSTED.includes(receipt.status as PaymentCollectionStatus) || !receipt.utr)
    throw conflict(UTR_CORRECTION_NOT_POSTED);
  if (receipt.version !== input.version) throw conflict(STALE_COLLECTION_MESSAGE);
  if (input.old_utr && normaliseUtr(input.old_utr) !== receipt.utr)
    throw badRequest(VALIDATION_FAILED, [{ field: "old_utr", message: OLD_UTR_MISMATCH }]);
  if (normaliseUtr(input.new_utr) === receipt.utr)
    throw badRequest(VALIDATION_FAILED, [{ field: "new_utr", message: NEW_UTR_SAME }]);
  await assertUtrFree(db, input.new_utr);
  return receipt;
}

/** What the receipt paid, so the replay under the new UTR pays the same dues (or none, for a fee). */
function targetOf(receipt: ReceiptRow): { target: ReceiptTarget; own: Record<string, unknown> } {
  const { dueScope, excludePenal, ...own } = JSON.parse(receipt.details ?? "{}") as {
    dueScope?: DueScope;
    excludePenal?: boolean;
  } & Record<string, unknown>;
  const { lenderId, anchorId, programmeId, borrowerUserId, borrowerKey, borrowerName } = receipt;
  return {
    target: dueScope
      ? { scope: dueScope, excludePenal }
      : { tenancy: { lenderId, anchorId, programmeId, borrowerUserId, borrowerKey, borrowerName } },
    own,
  };
}

/**
 * The UTR correction of a posted receipt, a money operation: never an edit. Once approved, the receipt is
 * reversed (its borrower's later receipts replayed) and posted again as it was, same amount, dates and
 * dues, under the new UTR; the new receipt names the one it corrects.
 */
export const utrCorrectionOperation: MoneyOperation<CorrectionInput> = {
  utrOf: (input) => input.new_utr,
  preview: async (db, input, context) => {
    const receipt = await correctable(db, input, context);
    const newUtr = normaliseUtr(input.new_utr);
    return {
      summary: `Correct the UTR of ${receipt.receiptNumber} from ${receipt.utr} to ${newUtr} (${formatInr(receipt.amountPaise, { currency: true })}), by reversal and replay${input.reason ? `: ${input.reason}` : ""}`,
      totalPaise: receipt.amountPaise,
      borrowerName: receipt.borrowerName,
      utr: newUtr,
      lines: [
        {
          label: `Reversed, UTR ${receipt.utr}`,
          reference: receipt.receiptNumber,
          amountPaise: -receipt.amountPaise,
        },
        {
          label: `Posted again, UTR ${newUtr}`,
          reference: receipt.receiptNumber,
          amountPaise: receipt.amountPaise,
        },
      ],
      unappliedPaise: receipt.unappliedPaise,
    };
  },
  execute: async (tx, input, context, approval) => {
    await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.id, input.id)).for("update");
    const receipt = await correctable(tx, input, context);
    const posting = { actorId: approval.approvedBy, at: context.now };
    const reason = input.reason ?? `UTR corrected to ${normaliseUtr(input.new_utr)}`;
    const reversal = await reverseReceipt(tx, receipt, reason, todayOf(context), posting);
    const { target, own } = targetOf(receipt);
    const { receipt: replayed } = await postReceipt(
      tx,
      {
        channel: receipt.channel as ReceiptChannel,
        status: receipt.status as PaymentCollectionStatus,
        amountPaise: receipt.amountPaise,
        utr: input.new_utr,
        receivedOn: receipt.receivedOn,
        utrDate: receipt.utrDate,
        nachDate: receipt.nachDate,
        bulkId: receipt.bulkId,
        loanId: receipt.loanId,
        invoiceId: receipt.invoiceId,
        details: { ...own, correctsReceipt: receipt.receiptNumber, correctedUtr: receipt.utr },
        approvedBy: approval.approvedBy,
      },
      target,
      { actorId: approval.proposedBy, at: context.now },
    );
    return { receiptIds: [reversal.id, replayed.id] };
  },
};
