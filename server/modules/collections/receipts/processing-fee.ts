import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { LoanStatus } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { receipts } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { conflict, notFound } from "@server/http/errors";
import { loanBorrowerKey } from "../emis/emi-generation";
import {
  followOnboarding,
  LOAN_ENTITY,
  STALE_LOAN_MESSAGE,
} from "@server/modules/loans/loans/loan-transition";
import { type MoneyOperation, todayOf } from "../pending-operations/operation-context";
import { postReceipt } from "./post-receipt";
import { reverseReceipt } from "./reverse-receipt";
import { assertUtrFree } from "./utr";

export const LOAN_NOT_FOUND = "Loan not found";
export const FEE_ALREADY = (status: "paid" | "unpaid") => `The processing fee is already marked ${status}`;

type FeeInput = {
  loanId: string;
  version: number;
  markFeeStatus: "paid" | "unpaid";
  amount?: string;
  utrNumber?: string;
};

async function loanOf(db: Executor, input: FeeInput) {
  const [loan] = await db.select().from(loans).where(eq(loans.id, input.loanId));
  if (!loan) throw notFound(LOAN_NOT_FOUND);
  if (loan.version !== input.version) throw conflict(STALE_LOAN_MESSAGE);
  if (loan.processingFeePaid === (input.markFeeStatus === "paid"))
    throw conflict(FEE_ALREADY(input.markFeeStatus));
  return loan;
}

/** The live processing-fee receipt of a loan, the one marking it unpaid reverses. */
async function feeReceiptOf(tx: Executor, loanId: string) {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(
      and(eq(receipts.loanId, loanId), eq(receipts.channel, "PROCESSING_FEE"), isNull(receipts.reversesId)),
    )
    .orderBy(desc(receipts.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The spec's processing fee for one loan: paid posts a processing-fee receipt under its UTR (no dues: a fee is
 * not an instalment); unpaid reverses it. Either sets the loan's processingFeePaid, and the borrower's
 * onboarding follows (PROCESSING_FEE_PENDING until it is paid).
 */
export const processingFeeOperation: MoneyOperation<FeeInput> = {
  utrOf: (input) => (input.markFeeStatus === "paid" ? (input.utrNumber ?? null) : null),
  preview: async (db, input) => {
    const loan = await loanOf(db, input);
    const paid = input.markFeeStatus === "paid";
    if (paid) await assertUtrFree(db, input.utrNumber ?? null);
    const amountPaise = paid
      ? parseRupees(input.amount!)
      : -((await feeReceiptOf(db, loan.id))?.amountPaise ?? 0);
    return {
      summary: paid
        ? `Processing fee of ${formatInr(amountPaise, { currency: true })} paid on ${loan.loanNumber} by UTR ${input.utrNumber}`
        : `Processing fee of ${loan.loanNumber} marked unpaid`,
      totalPaise: amountPaise,
      borrowerName: loan.borrowerName,
      utr: paid ? (input.utrNumber ?? null) : null,
      lines: [{ label: "Processing fee", reference: loan.loanNumber, amountPaise }],
      unappliedPaise: 0,
    };
  },
  execute: async (tx, input, context, approval) => {
    const loan = await loanOf(tx, input);
    const posting = { actorId: approval.proposedBy, at: context.now };
    const paid = input.markFeeStatus === "paid";
    let receiptIds: string[] = [];
    if (paid) {
      const { receipt } = await postReceipt(
        tx,
        {
          channel: "PROCESSING_FEE",
          status: "COMPLETED",
          amountPaise: parseRupees(input.amount!),
          utr: input.utrNumber ?? null,
          receivedOn: todayOf(context),
          loanId: loan.id,
          approvedBy: approval.approvedBy,
        },
        {
          tenancy: {
            lenderId: loan.lenderId,
            anchorId: loan.anchorId,
            programmeId: loan.programmeId,
            borrowerUserId: loan.borrowerUserId,
            borrowerKey: loanBorrowerKey(loan),
            borrowerName: loan.borrowerName,
          },
        },
        posting,
      );
      receiptIds = [receipt.id];
    } else {
      const receipt = await feeReceiptOf(tx, loan.id);
      if (receipt)
        receiptIds = [
          (await reverseReceipt(tx, receipt, "Processing fee marked unpaid", todayOf(context), posting)).id,
        ];
    }
    const [updated] = await tx
      .update(loans)
      .set({ processingFeePaid: paid, version: sql`${loans.version} + 1`, updatedAt: context.now })
      .where(and(eq(loans.id, loan.id), eq(loans.version, input.version)))
      .returning();
    if (!updated) throw conflict(STALE_LOAN_MESSAGE);
    await recordAudit(tx, {
      actorId: approval.approvedBy,
      action: "processingFee",
      entity: LOAN_ENTITY,
      entityId: loan.id,
      before: { processingFeePaid: loan.processingFeePaid },
      after: { processingFeePaid: paid, proposedBy: approval.proposedBy },
      at: context.now,
    });
    if (loan.borrowerUserId)
      await followOnboarding(
        tx,
        loan.borrowerUserId,
        {
          loanStatus: updated.status as LoanStatus,
          mandateRegistered: updated.mandateRegistered,
          processingFeePaid: paid,
        },
        { actorId: approval.approvedBy, at: context.now },
      );
    return { receiptIds };
  },
};
