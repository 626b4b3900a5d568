import { addDays, type BusinessDate, daysBetween } from "@domain/dates/business-date";
import type { DueComponent } from "./appropriation";

/**
 * Delinquency by the RBI day-end rule (RBI/2021-22/125; domain.md section 2): a due unpaid at the end of
 * its due date is overdue that day, so DPD = the end-of-day date − the oldest unpaid due date + 1, and a
 * due of 31 March still unpaid is SMA-1 on 30 April, SMA-2 on 30 May and NPA on 29 June.
 *
 * Decisions the RBI text leaves to the lender:
 * - A due is unpaid while its principal plus interest is not fully paid by allocations dated on or before
 *   the day. Penal charges are their own ledger line (RBI 2023) and never make a due overdue by themselves.
 * - A due paid, reversed and paid again counts as unpaid from its due date until the last payment that
 *   settled it: a reversal corrects history, it does not open a second stretch of arrears.
 * - An NPA is upgraded only when all arrears are paid: within one unbroken stretch of arrears, once any due
 *   has been unpaid for 91 days the tranche (or borrower) stays NPA, even after that due alone is paid.
 */
export const DPD_BUCKETS = ["STANDARD", "SMA_0", "SMA_1", "SMA_2", "NPA"] as const;
export type DpdBucket = (typeof DPD_BUCKETS)[number];

export const DPD_BUCKET_LABELS: Record<DpdBucket, string> = {
  STANDARD: "Standard",
  SMA_0: "SMA-0",
  SMA_1: "SMA-1",
  SMA_2: "SMA-2",
  NPA: "NPA",
};

/** The day ranges of each bucket, as the view and its legend show them. */
export const DPD_BUCKET_RANGES: Record<DpdBucket, string> = {
  STANDARD: "0 days",
  SMA_0: "1–30 days",
  SMA_1: "31–60 days",
  SMA_2: "61–90 days",
  NPA: "91 days or more",
};

/** The first DPD of each bucket after Standard. */
export const SMA_0_FROM = 1;
export const SMA_1_FROM = 31;
export const SMA_2_FROM = 61;
export const NPA_FROM = 91;

export function bucketOfDpd(dpd: number): DpdBucket {
  if (!Number.isInteger(dpd) || dpd < 0)
    throw new RangeError(`DPD is a whole number of days ≥ 0, not ${dpd}`);
  if (dpd >= NPA_FROM) return "NPA";
  if (dpd >= SMA_2_FROM) return "SMA_2";
  if (dpd >= SMA_1_FROM) return "SMA_1";
  if (dpd >= SMA_0_FROM) return "SMA_0";
  return "STANDARD";
}

/** DPD at the end of `asOf` with `oldestUnpaidDueDate` the oldest due still unpaid then (none: 0). */
export function dpdOn(asOf: BusinessDate, oldestUnpaidDueDate: BusinessDate | null): number {
  if (oldestUnpaidDueDate === null) return 0;
  return Math.max(0, daysBetween(oldestUnpaidDueDate, asOf) + 1);
}

/** A due of the ledger: the principal and interest it asks for on its due date. */
export interface LedgerDue {
  id: string;
  dueDate: BusinessDate;
  principalDuePaise: number;
  interestDuePaise: number;
}

/** One allocation line of a receipt to a due (negative for a reversal). */
export interface LedgerAllocation {
  dueId: string;
  component: DueComponent;
  amountPaise: number;
  allocatedOn: BusinessDate;
}

/**
 * The first date from which `due`'s principal and interest stay fully paid through `asOf`, or null when
 * they are not fully paid at the end of `asOf`.
 */
export function settledOn(
  due: LedgerDue,
  allocations: readonly LedgerAllocation[],
  asOf: BusinessDate,
): BusinessDate | null {
  const owed = due.principalDuePaise + due.interestDuePaise;
  const byDay = new Map<BusinessDate, number>();
  for (const line of allocations)
    if (line.dueId === due.id && line.component !== "PENAL" && line.allocatedOn <= asOf)
      byDay.set(line.allocatedOn, (byDay.get(line.allocatedOn) ?? 0) + line.amountPaise);
  let paid = 0;
  let settled: BusinessDate | null = owed > 0 ? null : due.dueDate;
  for (const day of [...byDay.keys()].sort()) {
    paid += byDay.get(day) ?? 0;
    if (paid < owed) settled = null;
    else settled ??= day;
  }
  return settled;
}

/** What a set of dues (one tranche's, or all of a borrower's) stands at on the end of a day. */
export interface Classification {
  dpd: number;
  bucket: DpdBucket;
  oldestUnpaidDueDate: BusinessDate | null;
  /** Principal plus interest due on or before the day and unpaid at its end. */
  overduePaise: number;
}

/**
 * Classifies `dues` at the end of `asOf` from the ledger alone. The bucket follows the DPD, except that
 * an NPA reached during the current unbroken stretch of arrears holds until every arrear is paid.
 */
export function classify(
  dues: readonly LedgerDue[],
  allocations: readonly LedgerAllocation[],
  asOf: BusinessDate,
): Classification {
  const afterAsOf = addDays(asOf, 1);
  const stretches = dues
    .filter((due) => due.dueDate <= asOf && due.principalDuePaise + due.interestDuePaise > 0)
    .map((due) => ({ due, until: settledOn(due, allocations, asOf) ?? afterAsOf }))
    .sort((a, b) => (a.due.dueDate < b.due.dueDate ? -1 : a.due.dueDate > b.due.dueDate ? 1 : 0));
  const unpaid = stretches.filter((stretch) => stretch.until === afterAsOf);
  if (unpaid.length === 0) return { dpd: 0, bucket: "STANDARD", oldestUnpaidDueDate: null, overduePaise: 0 };

  // The dues' unpaid days [dueDate, until) merge into stretches of arrears; the last one runs through asOf.
  let current: typeof stretches = [];
  let reach = "";
  for (const stretch of stretches) {
    if (current.length === 0 || stretch.due.dueDate > reach) current = [];
    current.push(stretch);
    if (stretch.until > reach) reach = stretch.until;
  }
  const reachedNpa = current.some(({ due, until }) => {
    const ninetyFirstDay = addDays(due.dueDate, NPA_FROM - 1);
    return ninetyFirstDay < until && ninetyFirstDay <= asOf;
  });
  const oldestUnpaidDueDate = unpaid[0]!.due.dueDate;
  const dpd = dpdOn(asOf, oldestUnpaidDueDate);
  const overduePaise = unpaid.reduce(
    (sum, { due }) => sum + due.principalDuePaise + due.interestDuePaise - paidBy(due, allocations, asOf),
    0,
  );
  return { dpd, bucket: reachedNpa ? "NPA" : bucketOfDpd(dpd), oldestUnpaidDueDate, overduePaise };
}

const paidBy = (due: LedgerDue, allocations: readonly LedgerAllocation[], asOf: BusinessDate) =>
  allocations
    .filter((line) => line.dueId === due.id && line.component !== "PENAL" && line.allocatedOn <= asOf)
    .reduce((sum, line) => sum + line.amountPaise, 0);
