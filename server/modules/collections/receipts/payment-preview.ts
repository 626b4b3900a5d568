import type { OperationPreview } from "@domain/api/pending-operations";
import { formatDate } from "@domain/dates/display-date";
import type { Executor } from "@server/db/database";
import type { BusinessDate } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import { linesByEmi } from "./allocate-receipt";
import { type DueTarget, previewReceipt } from "./post-receipt";
import { assertUtrFree, normaliseUtr } from "./utr";

const rupees = (paise: number) => formatInr(paise, { currency: true });

/**
 * The preview of a payment: the dues it would pay (tranche, instalment, due date, amount), what would be
 * left unapplied, the overdue penal it would accrue, the penal it would waive and, for a settlement, what it
 * would write off (in the summary too).
 * Refuses a UTR already recorded before anyone is asked to approve.
 */
export async function paymentPreview(
  db: Executor,
  request: {
    amountPaise: number;
    target: DueTarget;
    on: BusinessDate;
    utr: string | null;
    summary: string;
  },
): Promise<OperationPreview> {
  await assertUtrFree(db, request.utr);
  const { dues, plan, accruedPaise, waivedPaise, remainderPaise } = await previewReceipt(
    db,
    request.amountPaise,
    request.target,
    request.on,
  );
  const notes = [
    request.target.accrueOverdue ? `overdue penal accrued ${rupees(accruedPaise)}` : null,
    request.target.waivePenal ? `penal waived ${rupees(waivedPaise)}` : null,
    plan.payoff
      ? `pays the tranche off: principal ${rupees(plan.payoff.principalPaise)} and interest to ${formatDate(request.on)} ${rupees(plan.payoff.interestToDatePaise)}; interest not yet due is not charged`
      : null,
    request.target.writeOffRemainder && remainderPaise > 0
      ? `compromise settlement: ${rupees(request.amountPaise - plan.unappliedPaise)} paid, ${rupees(remainderPaise)} written off`
      : null,
  ].filter(Boolean);
  const byId = new Map(dues.map((emi) => [emi.id, emi]));
  return {
    summary: [request.summary, ...notes].join(", "),
    totalPaise: request.amountPaise,
    borrowerName: dues[0]!.borrowerName,
    utr: request.utr ? normaliseUtr(request.utr) : null,
    lines: [...linesByEmi(plan.lines)].map(([emiId, lines]) => {
      const emi = byId.get(emiId)!;
      return {
        label: `Instalment ${emi.installmentNumber} due ${formatDate(emi.dueDate)}`,
        reference: emi.trancheRef,
        amountPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
      };
    }),
    unappliedPaise: plan.unappliedPaise,
    ...(request.target.accrueOverdue ? { overdueAccruedPaise: accruedPaise } : {}),
    ...(request.target.waivePenal ? { penalWaivedPaise: waivedPaise } : {}),
    ...(request.target.writeOffRemainder ? { writtenOffPaise: remainderPaise } : {}),
  };
}
