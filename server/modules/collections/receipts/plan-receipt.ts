import type { AllocationLine } from "@domain/collections/appropriation";
import type { BusinessDate } from "@domain/dates/business-date";
import type { Executor } from "@server/db/database";
import type { EmiRow } from "../emis/emi-transition";
import { appropriationOrderOf, planAllocation, writeAllocations } from "./allocate-receipt";
import type { DueScope } from "./due-scope";
import { moveEmiPaid, type PostingContext } from "./emi-paid-columns";
import {
  overdueAccruals,
  penalPayableOn,
  penalWaivers,
  type PenalLine,
  withPenal,
} from "./penal-adjustments";
import { settlePenalMoves, writePenalLines } from "./penal-lines";
import { closePaidOffLoans, writeInterestRebates } from "./payoff";
import { payoffOfFuture, type TranchePayoff } from "./payoff-quote";

/**
 * What the receipt's dues are: a scope (the lender of the oldest decides), with the bulk collection's penal
 * choices: `excludePenal` leaves penal out of the spread, `waivePenal` also waives what the covered dues owe
 * of it, `accrueOverdue` first accrues overdue penal through the receipt's date. `writeOffRemainder` (a
 * settlement) is the command's: what the receipt leaves unpaid is written off after it is posted.
 */
export type DueTarget = {
  scope: DueScope;
  excludePenal?: boolean;
  waivePenal?: boolean;
  accrueOverdue?: boolean;
  writeOffRemainder?: boolean;
  /** A NACH debit's success only: pay the scope's presented (INITIATED) EMI instead of its payable ones. */
  presented?: boolean;
};

export type ReceiptPlan = {
  lines: AllocationLine[];
  unappliedPaise: number;
  accruals: PenalLine[];
  waivers: PenalLine[];
  /** The payoff of the dues still to come, when the receipt covers it (the tranche then closes). */
  payoff: TranchePayoff | null;
};

/**
 * How `amountPaise` received on `on` is appropriated over `dues` (the scope's open dues, locked, oldest first):
 * only the dues payable that day (due on or before it, with the penal charged by then) take it, the overdue accruals first when asked, in the
 * programme's order, then the waiver of the covered dues' penal when asked. What is left pays the tranche off
 * when it covers the payoff (principal and interest to the day, `payoffOfFuture`); else it stays unapplied, never
 * spread over interest not yet due. A presented NACH debit pays its own EMI; a settlement every open due (what
 * it leaves is written off). Writes nothing.
 */
export async function planReceipt(
  tx: Executor,
  amountPaise: number,
  dues: readonly EmiRow[],
  target: DueTarget,
  on: BusinessDate,
  programmeId: string | null,
): Promise<ReceiptPlan> {
  const everyDue = target.presented || target.writeOffRemainder;
  const payable = await penalPayableOn(tx, everyDue ? dues : dues.filter((emi) => emi.dueDate <= on), on);
  const accruals = target.accrueOverdue ? await overdueAccruals(tx, payable, on) : [];
  const accrued = withPenal(payable, accruals);
  const order = await appropriationOrderOf(tx, programmeId);
  const plan = planAllocation(amountPaise, accrued, { order, excludePenal: target.excludePenal });
  const waivers = target.waivePenal ? penalWaivers(accrued, plan.lines, on) : [];
  const payoff =
    everyDue || plan.unappliedPaise === 0 ? null : await payoffOfFuture(tx, target.scope, dues, on);
  if (!payoff || plan.unappliedPaise < payoff.totalPaise) return { ...plan, accruals, waivers, payoff: null };
  return {
    lines: [...plan.lines, ...payoff.lines],
    unappliedPaise: plan.unappliedPaise - payoff.totalPaise,
    accruals,
    waivers,
    payoff,
  };
}

/**
 * A receipt's details with the payoff it made (the principal, the interest to the day it paid, the interest no
 * longer owed, whether it was a cooling-off exit and what of the anchor's subvention it made not owed), or without one when it made none (a replay that no longer
 * pays the tranche off).
 */
export function withPayoffDetails(details: Record<string, unknown>, payoff: TranchePayoff | null) {
  const { payoff: _previous, ...rest } = details;
  if (!payoff) return rest;
  return {
    ...rest,
    payoff: {
      principalPaise: payoff.principalPaise,
      interestToDatePaise: payoff.interestToDatePaise,
      interestNotDuePaise: payoff.interestNotDue.reduce((sum, line) => sum + line.amountPaise, 0),
      coolingOffExit: payoff.coolingOffUntil !== null,
      anchorReliefPaise: payoff.anchorRelief?.amountPaise ?? 0,
    },
  };
}

/**
 * Writes a receipt's plan: its penal lines (accruals, waivers: `penalNote` says why), the interest a payoff made
 * not owed, the allocation lines moving each EMI, the statuses of EMIs whose penal alone moved, and closes a
 * loan the payoff left owing nothing. Answers the dues as they now are.
 */
export async function writeReceiptPlan(
  tx: Executor,
  receipt: { id: string; receiptNumber: string; receivedOn: string },
  dues: ReadonlyMap<string, EmiRow>,
  plan: ReceiptPlan,
  penalNote: string,
  context: PostingContext,
): Promise<Map<string, EmiRow>> {
  const on = receipt.receivedOn;
  let moved = await writePenalLines(
    tx,
    dues,
    [...plan.accruals, ...plan.waivers],
    {
      id: receipt.id,
      note: plan.waivers.length > 0 ? penalNote : null,
    },
    context,
  );
  if (plan.payoff)
    moved = await writeInterestRebates(tx, moved, plan.payoff.interestNotDue, receipt, on, context);
  const relief = plan.payoff?.anchorRelief;
  if (relief) {
    const { due } = relief;
    const eased = await writeInterestRebates(
      tx,
      new Map([[due.id, due]]),
      [{ dueId: due.id, amountPaise: relief.amountPaise }],
      receipt,
      on,
      context,
    );
    const now = eased.get(due.id)!;
    // Relieved of all it had not paid, the anchor's due is settled: its status follows.
    if (now.interestPaidPaise >= now.interestDuePaise)
      await moveEmiPaid(tx, now, [], on, `Invoice paid off by receipt ${receipt.receiptNumber}`, context);
  }
  moved = await writeAllocations(tx, receipt, plan.lines, moved, on, context);
  const paidIds = new Set(plan.lines.map((line) => line.dueId));
  await settlePenalMoves(
    tx,
    moved,
    plan.waivers.map((line) => line.emiId).filter((id) => !paidIds.has(id)),
    on,
    penalNote,
    context,
  );
  if (plan.payoff) await closePaidOffLoans(tx, [...paidIds], receipt, context);
  return moved;
}
