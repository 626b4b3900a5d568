import { daysBetween, type BusinessDate } from "@domain/dates/business-date";
import { stepsAfter } from "./due-dates";
import { actualDaysRate, DAYS_IN_YEAR, type PeriodicRate } from "./periodic-rate";
import { periodsPerYear, type RepaymentPlan } from "./periods";

/**
 * The period from disbursal to the first due date. Interest runs from the disbursal for the actual period
 * only (RBI/2024-25/30): one regular period is charged at the periodic rate, as every later one; any other
 * (broken) period at the annual rate for its actual days ÷ 365.
 */
export interface FirstPeriod {
  dueDate: BusinessDate;
  /** The rate of the first instalment's interest. */
  rate: PeriodicRate;
  /** Its length in regular periods, for the APR: 1 when regular, else its days ÷ (365 ÷ periods a year). */
  periods: number;
}

/** The first period of a loan disbursed on `disbursalDate`; undefined when the first due date is not after it. */
export function firstPeriod(
  disbursalDate: BusinessDate,
  firstDueDate: BusinessDate | undefined,
  plan: RepaymentPlan,
  rate: PeriodicRate,
): FirstPeriod | undefined {
  const regularDue = stepsAfter(disbursalDate, plan.step, 1);
  if (firstDueDate === undefined || firstDueDate === regularDue)
    return { dueDate: regularDue, rate, periods: 1 };
  const days = daysBetween(disbursalDate, firstDueDate);
  if (days <= 0) return undefined;
  return {
    dueDate: firstDueDate,
    rate: actualDaysRate(rate, plan, days),
    periods: (days * periodsPerYear(plan)) / DAYS_IN_YEAR,
  };
}

/**
 * With EMIs in advance the first falls on the disbursal itself; the next a regular period later, so the APR's
 * first flow after the disbursal is one period away.
 */
export const advanceFirstPeriod = (disbursalDate: BusinessDate, rate: PeriodicRate): FirstPeriod => ({
  dueDate: disbursalDate,
  rate,
  periods: 1,
});
