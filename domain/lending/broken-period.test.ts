import { describe, expect, it } from "vitest";
import { calculateLoan, LOAN_CALCULATOR_MESSAGES, type LoanTerms } from "./loan-calculator";

/** ₹1,00,000 at 12 % a year over 12 months, no fees: the loan. */
const terms = (overrides: Partial<LoanTerms>): LoanTerms => ({
  loanAmountPaise: 10_000_000,
  interestRatePercent: "12",
  tenureMonths: 12,
  frequency: "MONTHLY",
  processingFeePercent: "0",
  feeGstPercent: "0",
  today: "2024-11-28",
  ...overrides,
});

const calculated = (overrides: Partial<LoanTerms>) => {
  const outcome = calculateLoan(terms(overrides));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};

describe("calculateLoan: a broken first period", () => {
  it("charges a monthly loan's first instalment for its actual days: 10 days ₹328.77, 75 days ₹2,465.75", () => {
    const regular = calculated({ disbursalDate: "2024-11-01", firstDueDate: "2024-12-01" });
    const short = calculated({ disbursalDate: "2024-11-21", firstDueDate: "2024-12-01" });
    const long = calculated({ disbursalDate: "2024-09-17", firstDueDate: "2024-12-01" });
    expect(regular.schedule[0]?.interestPaise).toBe(100_000);
    expect(short.schedule[0]?.interestPaise).toBe(32_877);
    expect(long.schedule[0]?.interestPaise).toBe(246_575);
    for (const loan of [short, long]) {
      // The EMI and the principal of every row stay the regular schedule's; only the first interest moves.
      expect(loan.emiPaise).toBe(regular.emiPaise);
      expect(loan.schedule.map((row) => row.principalPaise)).toEqual(
        regular.schedule.map((row) => row.principalPaise),
      );
      expect(loan.schedule.slice(1)).toEqual(regular.schedule.slice(1));
      expect(loan.schedule[0]?.amountPaise).toBe(788_488 + (loan.schedule[0]?.interestPaise ?? 0));
    }
    expect(short.totalInterestPaise).toBe(regular.totalInterestPaise - 100_000 + 32_877);
  });

  it("bills a 12-month bullet due 3 days after disbursal ₹98.63, and its APR says what 3 days cost", () => {
    const loan = calculated({ frequency: "ADHOC", disbursalDate: "2024-11-28", firstDueDate: "2024-12-01" });
    expect(loan.schedule).toEqual([
      {
        installment: 1,
        dueDate: "2024-12-01",
        amountPaise: 10_009_863,
        principalPaise: 10_000_000,
        interestPaise: 9_863,
        balancePaise: 0,
      },
    ]);
    // One period is the 12-month tenure; 3 days are 3/365 of it: (1 + r)^(3/365) = 1,00,098.63 ÷ 1,00,000.
    const expected = ((10_009_863 / 10_000_000) ** (365 / 3) - 1) * 100;
    expect(loan.aprPercent).toBeCloseTo(expected, 9);
    expect(loan.aprHundredths).toBe(1274);
    const withFee = calculated({
      frequency: "ADHOC",
      disbursalDate: "2024-11-28",
      firstDueDate: "2024-12-01",
      processingFeePercent: "1",
    });
    expect(withFee.aprPercent).toBeCloseTo(((10_009_863 / 9_900_000) ** (365 / 3) - 1) * 100, 6);
  });

  it("keeps today's schedule and APR when the first period is one regular period, given or not", () => {
    for (const frequency of ["MONTHLY", "WEEKLY", "DAILY", "QUARTERLY", "ADHOC"] as const) {
      const implied = calculated({ frequency, processingFeePercent: "3" });
      const given = calculated({
        frequency,
        processingFeePercent: "3",
        disbursalDate: "2024-11-28",
        firstDueDate: implied.schedule[0]?.dueDate,
      });
      expect(given).toEqual(implied);
    }
    expect(Math.abs(calculated({ processingFeePercent: "3" }).aprHundredths - 1784)).toBeLessThanOrEqual(2);
  });

  it("reads a rate per month as 12 times that a year and a rate per day as 365 times, over 365 days", () => {
    const monthly = calculated({
      interestRatePercent: "1",
      rateBasis: "MONTHLY",
      disbursalDate: "2024-11-21",
      firstDueDate: "2024-12-01",
    });
    expect(monthly.schedule[0]?.interestPaise).toBe(32_877);
    const daily = calculated({
      interestRatePercent: "0.05",
      rateBasis: "DAYS",
      disbursalDate: "2024-11-21",
      firstDueDate: "2024-12-01",
    });
    expect(daily.schedule[0]?.interestPaise).toBe(50_000);
  });

  it("counts interest from the disbursal date, which is today unless given", () => {
    const fromToday = calculated({ today: "2024-11-21", firstDueDate: "2024-12-01" });
    expect(fromToday.schedule[0]?.interestPaise).toBe(32_877);
  });

  it("refuses a first due date on or before the disbursal, naming the first due date", () => {
    for (const firstDueDate of ["2024-11-28", "2024-11-01"])
      expect(calculateLoan(terms({ disbursalDate: "2024-11-28", firstDueDate }))).toEqual({
        ok: false,
        problem: "invalid-terms",
        term: "firstDueDate",
        message: LOAN_CALCULATOR_MESSAGES.firstDueNotAfterDisbursal,
      });
  });
});
