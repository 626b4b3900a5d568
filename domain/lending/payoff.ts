import type { AllocationLine, OpenDue } from "@domain/collections/appropriation";
import { daysBetween, type BusinessDate } from "@domain/dates/business-date";

/**
 * What closes a tranche's dues not yet payable on `on` (its dues after that date): their principal, and of
 * interest only what the current period has run to that day (RBI/2024-25/30: interest for the actual period
 * only, no foreclosure charge unless the KFS names one). The interest of the later periods is not owed.
 */
export interface FuturePayoffInput {
  on: BusinessDate;
  /** The tranche's open dues due after `on`, any order. */
  dues: readonly OpenDue[];
  /** The day the current period's interest runs from: the due date before the first of `dues`, else the disbursal. */
  periodStart: BusinessDate;
  /** Interest on a balance for a number of days at the tranche's rate (actual/365), rounded once. */
  interestForDays: (balancePaise: number, days: number) => number;
}

export interface FuturePayoff {
  /** The principal still to come. */
  principalPaise: number;
  /** The current period's interest from its start to `on`, never more than that due's interest. */
  interestToDatePaise: number;
  totalPaise: number;
  /** The lines a payment of `totalPaise` pays, as appropriation lines over `dues`. */
  lines: AllocationLine[];
  /** The interest of `dues` not earned by `on`, per due: not owed once the payoff is paid. */
  interestNotDue: { dueId: string; amountPaise: number }[];
}

const byDate = (a: OpenDue, b: OpenDue) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.installmentNumber - b.installmentNumber;

export function futurePayoff({ on, dues, periodStart, interestForDays }: FuturePayoffInput): FuturePayoff {
  const sorted = [...dues].sort(byDate);
  const principalPaise = sorted.reduce((sum, due) => sum + due.outstandingPaise.PRINCIPAL, 0);
  const current = sorted[0];
  const days = Math.max(0, daysBetween(periodStart, on));
  const interestToDatePaise = current
    ? Math.min(current.outstandingPaise.INTEREST, interestForDays(principalPaise, days))
    : 0;
  const lines: AllocationLine[] = sorted.flatMap((due) => {
    const interest = due === current ? interestToDatePaise : 0;
    return [
      { dueId: due.id, component: "PENAL" as const, amountPaise: due.outstandingPaise.PENAL },
      { dueId: due.id, component: "INTEREST" as const, amountPaise: interest },
      { dueId: due.id, component: "PRINCIPAL" as const, amountPaise: due.outstandingPaise.PRINCIPAL },
    ].filter((line) => line.amountPaise > 0);
  });
  const interestNotDue = sorted
    .map((due) => ({
      dueId: due.id,
      amountPaise: due.outstandingPaise.INTEREST - (due === current ? interestToDatePaise : 0),
    }))
    .filter((line) => line.amountPaise > 0);
  return {
    principalPaise,
    interestToDatePaise,
    totalPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
    lines,
    interestNotDue,
  };
}
