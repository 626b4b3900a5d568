import type { InterestCalculationBasis } from "@domain/enums/finance";
import { divideRoundHalfUp, scaleDecimalText } from "@domain/money/decimal";
import { BASIS_PERIODS_PER_YEAR, type RepaymentPlan } from "./periods";

/** Rates are read exactly to 6 decimal places of a percent (Fineract's 9.4822 % needs 4). */
export const RATE_PLACES = 6;
const PERCENT_UNIT = 10n ** BigInt(RATE_PLACES + 2);

/**
 * The interest rate of one period as an exact ratio (for the EMI and each period's interest, each rounded once
 * to the paisa) and as a float (for the IRR's first guess).
 */
export interface PeriodicRate {
  numerator: bigint;
  denominator: bigint;
  value: number;
  /** The nominal annual rate in percent, for comparing with the APR. */
  annualPercent: number;
}

/** Reads a quoted rate (decimal text, in percent per year, month or day); undefined when it is not one. */
export function periodicRate(
  ratePercent: string,
  basis: InterestCalculationBasis,
  plan: RepaymentPlan,
): PeriodicRate | undefined {
  const units = scaleDecimalText(ratePercent.trim(), RATE_PLACES);
  if (typeof units === "string" || units < 0n) return undefined;
  const annualUnits = units * BigInt(BASIS_PERIODS_PER_YEAR[basis]);
  const numerator = annualUnits * BigInt(plan.yearNumerator);
  const denominator = PERCENT_UNIT * BigInt(plan.yearDenominator);
  return {
    numerator,
    denominator,
    value: Number(numerator) / Number(denominator),
    annualPercent: Number(annualUnits) / 10 ** RATE_PLACES,
  };
}

/** Days in the year of interest for an actual number of days (actual/365, as RBI's examples reckon it). */
export const DAYS_IN_YEAR = 365;

/**
 * The rate for `days` actual days, exactly: the annual rate a periodic rate is a part of (a rate quoted per
 * month is 12 times that a year, per day 365 times) × days ÷ 365. For a broken first period.
 */
export function actualDaysRate(rate: PeriodicRate, plan: RepaymentPlan, days: number): PeriodicRate {
  const scale = BigInt(plan.yearDenominator) * BigInt(days);
  const parts = BigInt(plan.yearNumerator) * BigInt(DAYS_IN_YEAR);
  return {
    numerator: rate.numerator * scale,
    denominator: rate.denominator * parts,
    value: (rate.value * plan.yearDenominator * days) / (plan.yearNumerator * DAYS_IN_YEAR),
    annualPercent: rate.annualPercent,
  };
}

/** One period's interest on a balance, rounded half up to the paisa: the only rounding of interest. */
export const periodInterest = (balancePaise: number, rate: PeriodicRate): number =>
  Number(divideRoundHalfUp(BigInt(balancePaise) * rate.numerator, rate.denominator));

/**
 * Interest on a balance for `days` actual days at a quoted rate (per year, month or day; actual/365), rounded
 * once: the broken first period's rule, and a tranche's interest to the day it is paid off.
 */
export function interestForDays(
  ratePercent: string,
  basis: InterestCalculationBasis,
  balancePaise: number,
  days: number,
): number {
  if (days <= 0 || balancePaise <= 0) return 0;
  const rate = periodicRate(ratePercent, basis, {
    installments: 1,
    step: { days },
    yearNumerator: days,
    yearDenominator: DAYS_IN_YEAR,
  });
  return rate ? periodInterest(balancePaise, rate) : 0;
}
