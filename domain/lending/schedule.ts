import type { BusinessDate } from "@domain/dates/business-date";
import type { PaymentTiming } from "@domain/enums/finance";
import { dueDates } from "./due-dates";
import { emiPaise } from "./emi";
import type { FirstPeriod } from "./first-period";
import { periodInterest, type PeriodicRate } from "./periodic-rate";
import type { RepaymentPlan } from "./periods";

export interface ScheduleRow {
  installment: number;
  dueDate: BusinessDate;
  /** What is due on this date: the EMI, except the last instalment, which absorbs the rounding. */
  amountPaise: number;
  principalPaise: number;
  interestPaise: number;
  /** Principal still owed after this instalment. */
  balancePaise: number;
}

/**
 * The repayment schedule: each period's interest on the balance, rounded once; principal = EMI − interest;
 * the last instalment repays whatever balance is left with its interest, so the balance ends at exactly 0.
 * Principal never exceeds the balance (only possible for loans of a few paise per instalment).
 * A broken first period changes only the first instalment's interest (its actual days'): its principal is
 * still EMI − a regular period's interest, so every later row is the regular schedule's.
 * In advance (`START`) the first instalment is due at `first.dueDate` (the disbursal) and is all principal: no
 * time has passed; each later row charges a regular period's interest on what is left after it.
 */
export function buildSchedule(
  principalPaise: number,
  rate: PeriodicRate,
  plan: RepaymentPlan,
  first: Pick<FirstPeriod, "dueDate" | "rate">,
  timing: PaymentTiming = "END",
): { emiPaise: number; rows: ScheduleRow[] } {
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0)
    throw new RangeError("Loan amount must be a whole number of paise, more than 0");
  const n = plan.installments;
  const emi = emiPaise(principalPaise, rate, n, timing);
  const dates = dueDates(first.dueDate, plan.step, n);
  const rows: ScheduleRow[] = [];
  let balance = principalPaise;
  for (let k = 1; k <= n; k += 1) {
    const regular = k === 1 && timing === "START" ? 0 : periodInterest(balance, rate);
    const interest = k === 1 && first.rate !== rate ? periodInterest(balance, first.rate) : regular;
    const principal = k === n ? balance : Math.min(Math.max(emi - regular, 0), balance);
    balance -= principal;
    rows.push({
      installment: k,
      dueDate: dates[k - 1] as BusinessDate,
      amountPaise: principal + interest,
      principalPaise: principal,
      interestPaise: interest,
      balancePaise: balance,
    });
  }
  return { emiPaise: emi, rows };
}
