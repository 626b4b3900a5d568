import type { InterestCalculationBasis, RepaymentFrequency } from "@domain/enums/finance";

/** How far apart two due dates are: whole days (daily, weekly) or whole months (clamped to month ends). */
export type PeriodStep = { days: number } | { months: number };

type PeriodicFrequency = Exclude<RepaymentFrequency, "ADHOC">;

/** Periods in a year; the periodic rate is the annual rate divided by it (Fineract's r = rate ÷ periods). */
export const PERIODS_PER_YEAR: Record<PeriodicFrequency, number> = {
  DAILY: 365,
  WEEKLY: 52,
  MONTHLY: 12,
  QUARTERLY: 4,
  SEMIANNUALLY: 2,
  YEARLY: 1,
};

export const PERIOD_STEPS: Record<PeriodicFrequency, PeriodStep> = {
  DAILY: { days: 1 },
  WEEKLY: { days: 7 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
  SEMIANNUALLY: { months: 6 },
  YEARLY: { months: 12 },
};

/** What one unit of a quoted rate is worth in a year: a rate per month is 12 times that a year. */
export const BASIS_PERIODS_PER_YEAR: Record<InterestCalculationBasis, number> = {
  YEARLY: 1,
  MONTHLY: 12,
  DAYS: 365,
};

/** Forty years: longer and the paisa rounding of the EMI, compounded, swamps the last instalment. */
export const MAX_TENURE_MONTHS = 480;

/** Beyond this a schedule is no longer a loan a person reads (and the answer would be megabytes). */
export const MAX_INSTALMENTS = 2000;

/**
 * The repayment plan of a tenure in months: how many instalments, how far apart, and the fraction of a year
 * one period is (as a ratio of whole numbers, so interest can be computed exactly). ADHOC is one bullet at
 * the end of the tenure, so its single period is the whole tenure.
 */
export interface RepaymentPlan {
  installments: number;
  step: PeriodStep;
  /** A period is `yearNumerator / yearDenominator` of a year. */
  yearNumerator: number;
  yearDenominator: number;
}

export type PlanProblem = "tenure-not-whole-periods" | "too-many-installments";

const monthsOf = (step: PeriodStep): number | undefined => ("months" in step ? step.months : undefined);

export function repaymentPlan(
  frequency: RepaymentFrequency,
  tenureMonths: number,
): RepaymentPlan | PlanProblem {
  if (!Number.isSafeInteger(tenureMonths) || tenureMonths < 1)
    throw new RangeError("Tenure must be a whole number of months, 1 or more");
  if (frequency === "ADHOC")
    return {
      installments: 1,
      step: { months: tenureMonths },
      yearNumerator: tenureMonths,
      yearDenominator: 12,
    };
  const step = PERIOD_STEPS[frequency];
  const perYear = PERIODS_PER_YEAR[frequency];
  const months = monthsOf(step);
  let installments: number;
  if (months !== undefined) {
    if (tenureMonths % months !== 0) return "tenure-not-whole-periods";
    installments = tenureMonths / months;
  } else {
    // Weeks and days do not divide months evenly: the nearest whole count of periods in the tenure.
    installments = Math.max(1, Math.round((tenureMonths * perYear) / 12));
  }
  if (installments > MAX_INSTALMENTS) return "too-many-installments";
  return { installments, step, yearNumerator: 1, yearDenominator: perYear };
}

/** Periods per year of a plan, for the APR (an ADHOC bullet over 6 months has 2). */
export const periodsPerYear = (plan: RepaymentPlan): number => plan.yearDenominator / plan.yearNumerator;
