import type { BusinessDate } from "@domain/dates/business-date";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import type { LoanRow } from "@server/modules/loans/loans/loan-transition";
import type { PostingContext } from "./emi-paid-columns";
import { postReceipt } from "./post-receipt";

/**
 * An advance-EMI loan's first instalment is due on the disbursal date and is deducted from the payout: at
 * disbursal it is posted as paid, by a receipt of its own (no UTR: no money moved), so it is never overdue.
 */
export async function collectAdvanceEmi(
  tx: Executor,
  loan: LoanRow,
  disbursedOn: BusinessDate,
  context: PostingContext,
): Promise<void> {
  if (loan.paymentTiming !== "START") return;
  const [first] = await tx
    .select()
    .from(emis)
    .where(and(eq(emis.loanId, loan.id), eq(emis.installmentNumber, 1)));
  if (!first) return;
  await postReceipt(
    tx,
    {
      channel: "ADVANCE_EMI",
      status: "COMPLETED",
      amountPaise: first.principalDuePaise + first.interestDuePaise,
      utr: null,
      receivedOn: disbursedOn,
      loanId: loan.id,
    },
    { scope: { kind: "emi", emiId: first.id } },
    context,
  );
}
