import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterestCalculationBasis, RepaymentFrequency } from "@domain/enums/finance";
import { emiPaise } from "./emi";
import { periodicRate, type PeriodicRate } from "./periodic-rate";
import { repaymentPlan, type RepaymentPlan } from "./periods";

const planOf = (frequency: RepaymentFrequency, tenureMonths: number): RepaymentPlan => {
  const plan = repaymentPlan(frequency, tenureMonths);
  if (typeof plan === "string") throw new Error(`${plan}: ${frequency} over ${tenureMonths} months`);
  return plan;
};

const rateOf = (percent: string, plan: RepaymentPlan, basis: InterestCalculationBasis = "YEARLY") => {
  const rate = periodicRate(percent, basis, plan);
  if (!rate) throw new Error(`Not a rate: ${percent}`);
  return rate;
};

/** Millionths of a percent as rate text ("13.000000"), the most places a rate may have. */
const percentText = (millionths: number) =>
  `${Math.floor(millionths / 1_000_000)}.${String(millionths % 1_000_000).padStart(6, "0")}`;

/** One instalment at the end of one period: a month, quarter, half-year or year, or an ADHOC bullet. */
const singlePeriodPlan = fc.oneof(
  fc.constantFrom<[RepaymentFrequency, number]>(
    ["MONTHLY", 1],
    ["QUARTERLY", 3],
    ["SEMIANNUALLY", 6],
    ["YEARLY", 12],
  ),
  fc.integer({ min: 1, max: 480 }).map((months): [RepaymentFrequency, number] => ["ADHOC", months]),
);

/** Rates of up to 36 % a year, in hundredths of a percent (as quoted) or in millionths (the most allowed). */
const ratePercent = fc.oneof(
  fc.integer({ min: 0, max: 3600 }).map((hundredths) => percentText(hundredths * 10_000)),
  fc.integer({ min: 0, max: 36_000_000 }).map(percentText),
);

/** P·(1 + r) rounded half up, by quotient and remainder: what a single-period EMI must be. */
const singlePeriodEmi = (principalPaise: number, rate: PeriodicRate) => {
  const owed = BigInt(principalPaise) * (rate.denominator + rate.numerator);
  const whole = owed / rate.denominator;
  const remainder = owed % rate.denominator;
  return Number(2n * remainder >= rate.denominator ? whole + 1n : whole);
};

const greatestCommonDivisor = (a: bigint, b: bigint): bigint =>
  b === 0n ? a : greatestCommonDivisor(b, a % b);

/**
 * Twice the balance left after paying `twicePayment` ÷ 2 paise at the end of each of n periods, times
 * denominator^n: the loan simulated in exact integers, to check the EMI against its definition.
 */
const scaledBalanceLeft = (principalPaise: number, rate: PeriodicRate, n: number, twicePayment: bigint) => {
  let balance = 2n * BigInt(principalPaise);
  let scale = 1n;
  for (let k = 1; k <= n; k += 1) {
    scale *= rate.denominator;
    balance = balance * (rate.denominator + rate.numerator) - twicePayment * scale;
  }
  return balance;
};

describe("emiPaise", () => {
  it("rounds ₹75,031 at 13 % for one half-year, 79,908.015, half up to 79,908.02", () => {
    const plan = planOf("SEMIANNUALLY", 6);
    expect(emiPaise(7_503_100, rateOf("13", plan), plan.installments)).toBe(7_990_802);
  });

  it("keeps the EMIs the float formula got right", () => {
    const sixMonths = planOf("MONTHLY", 6);
    expect(emiPaise(10_000, rateOf("9.4822", sixMonths), 6)).toBe(1713);
    const year = planOf("MONTHLY", 12);
    expect(emiPaise(10_000_000, rateOf("12", year), 12)).toBe(888_488);
    const daily = planOf("DAILY", 65);
    expect(daily.installments).toBe(1977);
    expect(emiPaise(500_000_000, rateOf("36", daily), daily.installments)).toBe(575_051);
  });

  it("divides the principal evenly at a zero rate, rounding half up", () => {
    const plan = planOf("MONTHLY", 2);
    expect(emiPaise(5, rateOf("0", plan), 2)).toBe(3);
    expect(emiPaise(10_000, rateOf("0", planOf("MONTHLY", 3)), 3)).toBe(3333);
  });

  it("is P·(1 + r) rounded half up for a single period", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        ratePercent,
        singlePeriodPlan,
        (principalPaise, percent, [frequency, months]) => {
          const plan = planOf(frequency, months);
          const rate = rateOf(percent, plan);
          expect(emiPaise(principalPaise, rate, 1)).toBe(singlePeriodEmi(principalPaise, rate));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("rounds exact halves up for a single period", () => {
    fc.assert(
      fc.property(
        ratePercent,
        singlePeriodPlan,
        fc.integer({ min: 0, max: 500 }),
        (percent, [frequency, months], multiple) => {
          const rate = rateOf(percent, planOf(frequency, months));
          const reducedDenominator =
            rate.denominator / greatestCommonDivisor(rate.numerator, rate.denominator);
          fc.pre(rate.numerator > 0n && reducedDenominator % 2n === 0n);
          // With r = a/b in lowest terms and b even, a is odd, so b/2 times any odd number owes k + ½ paise of interest.
          const principalPaise = Number((reducedDenominator / 2n) * BigInt(2 * multiple + 1));
          fc.pre(principalPaise <= 10_000_000_000);
          const owed = BigInt(principalPaise) * (rate.denominator + rate.numerator);
          expect(2n * (owed % rate.denominator)).toBe(rate.denominator);
          const emi = emiPaise(principalPaise, rate, 1);
          expect(emi).toBe(singlePeriodEmi(principalPaise, rate));
          expect(BigInt(emi)).toBe(owed / rate.denominator + 1n);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("is the exact EMI rounded half up: paying half a paisa less leaves a balance, half a paisa more overpays", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000_000 }),
        ratePercent,
        fc.constantFrom<RepaymentFrequency>("DAILY", "WEEKLY", "MONTHLY", "QUARTERLY", "YEARLY"),
        fc.integer({ min: 1, max: 65 }),
        (principalPaise, percent, frequency, periods) => {
          const tenureMonths = frequency === "DAILY" ? periods : periods * (frequency === "YEARLY" ? 12 : 3);
          const plan = planOf(frequency, tenureMonths);
          const rate = rateOf(percent, plan);
          const n = plan.installments;
          const emi = BigInt(emiPaise(principalPaise, rate, n));
          expect(scaledBalanceLeft(principalPaise, rate, n, 2n * emi - 1n)).toBeGreaterThanOrEqual(0n);
          expect(scaledBalanceLeft(principalPaise, rate, n, 2n * emi + 1n)).toBeLessThan(0n);
        },
      ),
      { numRuns: 200 },
    );
  });
});
