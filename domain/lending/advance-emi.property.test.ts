import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@domain/dates/business-date";
import type { InterestCalculationBasis } from "@domain/enums/finance";
import { calculateLoan, type LoanCalculation, type LoanTerms } from "./loan-calculator";

/** Written out again here so the tests do not lean on the code they check. */
const PERIODS_A_YEAR = { DAILY: 365, WEEKLY: 52, MONTHLY: 12, QUARTERLY: 4, SEMIANNUALLY: 2, YEARLY: 1 };
type Frequency = keyof typeof PERIODS_A_YEAR;
const MONTHS_PER_PERIOD: Partial<Record<Frequency, number>> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SEMIANNUALLY: 6,
  YEARLY: 12,
};
const UNITS_A_YEAR: Record<InterestCalculationBasis, number> = { YEARLY: 1, MONTHLY: 12, DAYS: 365 };
/** Highest rate quoted, in hundredths of a percent per unit of the basis (36 % a year, 3 % a month, 0.1 % a day). */
const HIGHEST_RATE: Record<InterestCalculationBasis, number> = { YEARLY: 3600, MONTHLY: 300, DAYS: 10 };

/** Loans of ₹1 lakh to ₹1 crore with EMIs in advance: 2 to 60 instalments (up to 2 years of daily or weekly). */
const advanceLoans = fc
  .record({
    loanAmountPaise: fc.integer({ min: 10_000_000, max: 1_000_000_000 }),
    basis: fc.constantFrom<InterestCalculationBasis>("YEARLY", "MONTHLY", "DAYS"),
    rateShare: fc.double({ min: 0, max: 1, noNaN: true }),
    frequency: fc.constantFrom(...(Object.keys(PERIODS_A_YEAR) as Frequency[])),
    periods: fc.integer({ min: 2, max: 60 }),
    feeHundredths: fc.integer({ min: 0, max: 300 }),
    disbursedDay: fc.integer({ min: 0, max: 1095 }),
  })
  .map((drawn) => {
    const { frequency, periods, basis } = drawn;
    const months = MONTHS_PER_PERIOD[frequency];
    const tenureMonths = months
      ? Math.min(periods, Math.floor(120 / months)) * months
      : Math.min(periods, 24);
    const rateHundredths = Math.round(drawn.rateShare * HIGHEST_RATE[basis]);
    const terms: LoanTerms = {
      loanAmountPaise: drawn.loanAmountPaise,
      interestRatePercent: (rateHundredths / 100).toFixed(2),
      rateBasis: basis,
      tenureMonths,
      frequency,
      processingFeePercent: (drawn.feeHundredths / 100).toFixed(2),
      feeGstPercent: "18",
      disbursalDate: addDays("2024-01-01", drawn.disbursedDay),
      paymentTiming: "START",
      today: "2027-01-01",
    };
    const periodicRate = (rateHundredths / 10_000) * (UNITS_A_YEAR[basis] / PERIODS_A_YEAR[frequency]);
    return { terms, periodicRate, perYear: PERIODS_A_YEAR[frequency] };
  });

const outcomeOf = (terms: LoanTerms): LoanCalculation => {
  const outcome = calculateLoan(terms);
  if (!outcome.ok) throw new Error(`${outcome.message}: ${JSON.stringify(terms)}`);
  return outcome.value;
};

/**
 * The APR by plain bisection on the NPV of (+paid out now, −instalment k+1 after k periods), as a check on the
 * calculator's safeguarded Newton over its own flows.
 */
function bisectedApr(paidOut: number, later: readonly number[], perYear: number): number {
  const npv = (rate: number) =>
    later.reduce((sum, amount, k) => sum - amount / (1 + rate) ** (k + 1), paidOut);
  let [low, high] = [0, 1];
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (npv(middle) < 0) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * perYear * 100;
}

describe("EMIs in advance, over many loans", () => {
  it("repay exactly the loan, the first at disbursal with no interest, the balance ending at 0", () => {
    fc.assert(
      fc.property(advanceLoans, ({ terms }) => {
        const { schedule } = outcomeOf(terms);
        expect(schedule.reduce((sum, row) => sum + row.principalPaise, 0)).toBe(terms.loanAmountPaise);
        expect(schedule.at(-1)?.balancePaise).toBe(0);
        expect(schedule[0]).toMatchObject({ dueDate: terms.disbursalDate, interestPaise: 0 });
      }),
      { numRuns: 200 },
    );
  });

  it("charge an EMI of the one in arrears ÷ (1+r), within the two roundings", () => {
    fc.assert(
      fc.property(advanceLoans, ({ terms, periodicRate }) => {
        const inAdvance = outcomeOf(terms).emiPaise;
        const inArrears = outcomeOf({ ...terms, paymentTiming: "END" }).emiPaise;
        const gap = Math.abs(inAdvance * (1 + periodicRate) - inArrears);
        expect(gap).toBeLessThanOrEqual(0.5 * (1 + periodicRate) + 0.5 + 1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it("state the APR of the loan less charges and the advance EMI, within 0.01 point", () => {
    fc.assert(
      fc.property(advanceLoans, ({ terms, perYear }) => {
        const loan = outcomeOf(terms);
        const [advance, ...later] = loan.schedule.map((row) => row.amountPaise);
        const paidOut = terms.loanAmountPaise - loan.charges.totalPaise - (advance as number);
        expect(loan.netDisbursedPaise).toBe(paidOut);
        expect(Math.abs(loan.aprPercent - bisectedApr(paidOut, later, perYear))).toBeLessThan(0.01);
      }),
      { numRuns: 200 },
    );
  });
});
