import { eq } from "drizzle-orm";
import { EMI_NOT_FOUND, type NachDebitValues } from "@domain/api/emis";
import type { BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import type { EmiStatus } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { notAfterToday } from "@domain/schemas/form-messages";
import { describeIllegalTransition } from "@domain/state-machines/machine";
import { EMI_MACHINE } from "@domain/state-machines/emi";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { badRequest, conflict, notFound, VALIDATION_FAILED } from "@server/http/errors";
import type { MoneyOperation } from "../pending-operations/operation-context";
import { todayOf } from "../pending-operations/operation-context";
import type { PostingContext } from "../receipts/emi-paid-columns";
import { paymentPreview } from "../receipts/payment-preview";
import { type PostedReceipt, postReceipt } from "../receipts/post-receipt";
import { findScopedEmi } from "./emi-reads";
import type { EmiRow } from "./emi-transition";

/** A presented EMI's debit as the bank reports it. */
export type NachDebit = { amountPaise: number; bankReference: string; debitDate: BusinessDate };

/** 409 unless the EMI is presented (INITIATED): only a debit in flight can succeed. */
export function assertPresented(emi: Pick<EmiRow, "status">): void {
  if (emi.status !== "INITIATED")
    throw conflict(describeIllegalTransition(EMI_MACHINE, emi.status as EmiStatus, "debitSuccess"));
}

/** The EMI, locked in the caller's transaction; 404 when there is none. */
export async function lockEmi(tx: Executor, id: string): Promise<EmiRow> {
  const [emi] = await tx.select().from(emis).where(eq(emis.id, id)).for("update");
  if (!emi) throw notFound(EMI_NOT_FOUND);
  return emi;
}

/**
 * The one code path of a NACH debit's success (the provider's webhook and the ops action alike): a NACH receipt
 * through the one receipt poster, the bank's reference as its UTR (a duplicate is refused), appropriated to
 * this presented EMI only, which the machine takes to COMPLETED (debitSuccess) or PARTIAL_PAID.
 */
export async function postNachDebit(
  tx: Executor,
  emi: EmiRow,
  debit: NachDebit,
  context: PostingContext & { approvedBy?: string | null },
): Promise<PostedReceipt> {
  assertPresented(emi);
  return postReceipt(
    tx,
    {
      channel: "NACH",
      status: "COMPLETED",
      amountPaise: debit.amountPaise,
      utr: debit.bankReference,
      receivedOn: debit.debitDate,
      nachDate: debit.debitDate,
      loanId: emi.loanId,
      invoiceId: emi.invoiceId,
      details: { emiId: emi.id, presentation: emi.presentation },
      approvedBy: context.approvedBy ?? null,
    },
    { scope: { kind: "emi", emiId: emi.id }, presented: true },
    context,
  );
}

const debitOf = (input: NachDebitValues): NachDebit => ({
  amountPaise: parseRupees(input.amount),
  bankReference: input.bankReference,
  debitDate: input.debitDate,
});

/** The ops action "Debit succeeded" (banks that report by file), as a money command a second staff user approves. */
export const nachDebitOperation: MoneyOperation<NachDebitValues> = {
  utrOf: (input) => input.bankReference,
  preview: async (db, input, context) => {
    if (input.debitDate > todayOf(context))
      throw badRequest(VALIDATION_FAILED, [{ field: "debitDate", message: notAfterToday("Debit Date") }]);
    const emi = (await findScopedEmi(db, scopeOf(context.principal), input.emiId))?.emi;
    if (!emi) throw notFound(EMI_NOT_FOUND);
    assertPresented(emi);
    const debit = debitOf(input);
    return paymentPreview(db, {
      amountPaise: debit.amountPaise,
      target: { scope: { kind: "emi", emiId: emi.id }, presented: true },
      on: debit.debitDate,
      utr: debit.bankReference,
      summary: `NACH debit of ${formatInr(debit.amountPaise, { currency: true })} on ${formatDate(debit.debitDate)} by UTR ${input.bankReference} (the bank's reference)`,
    });
  },
  execute: async (tx, input, context, approval) => {
    const { receipt } = await postNachDebit(tx, await lockEmi(tx, input.emiId), debitOf(input), {
      actorId: approval.proposedBy,
      approvedBy: approval.approvedBy,
      at: context.now,
    });
    return { receiptIds: [receipt.id] };
  },
};
