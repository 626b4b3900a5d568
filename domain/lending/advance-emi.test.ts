import { describe, expect, it } from "vitest";
import { emiPaise } from "./emi";
import {
  calculateLoan,
  LOAN_CALCULATOR_MESSAGES,
  type LoanCalculation,
  type LoanTerms,
} from "./loan-calculator";
import { periodicRate } from "./periodic-rate";
import { repaymentPlan, type RepaymentPlan } from "./periods";

/** domain.md's Annex B loan: ₹1,00,000, 12 months at 12 %, fee 3 % without GST, disbursed 10 Jan 2025. */
const ANNEX_B: LoanTerms = {
  loanAmountPaise: 10_000_000,
  interestRatePercent: "12",
  tenureMonths: 12,
  frequency: "MONTHLY",
  processingFeePercent: "3",
  feeGstPercent: "0",
  disbursalDate: "2025-01-10",
  today: "2025-01-01",
};

const advance = (terms: Partial<LoanTerms> = {}): LoanCalculation => {
  const outcome = calculateLoan({ ...ANNEX_B, paymentTiming: "START", ...terms });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};

describe("EMIs in advance (paymentTiming START)", () => {
  it("divides the EMI by (1+r), exactly: 8,884.88 ÷ 1.01 = 8,796.91", () => {
    const plan = repaymentPlan("MONTHLY", 12) as RepaymentPlan;
    const rate = periodicRate("12", "YEARLY", plan)!;
    expect(emiPaise(10_000_000, rate, 12)).toBe(888_488);
    expect(emiPaise(10_000_000, rate, 12, "START")).toBe(879_691);
    // At a zero rate there is nothing to discount: P ÷ n either way.
    const zero = periodicRate("0", "YEARLY", plan)!;
    expect(emiPaise(10_000_000, zero, 12, "START")).toBe(emiPaise(10_000_000, zero, 12));
  });

  it("dues the first instalment on the disbursal date, all principal, the rest a month apart", () => {
    const loan = advance();
    expect(loan.emiPaise).toBe(879_691);
    expect(loan.schedule[0]).toEqual({
      installment: 1,
      dueDate: "2025-01-10",
      amountPaise: 879_691,
      principalPaise: 879_691,
      interestPaise: 0,
      balancePaise: 9_120_309,
    });
    // A regular month's interest on what is left after the advance EMI: 91,203.09 × 1 %.
    expect(loan.schedule[1]).toMatchObject({ dueDate: "2025-02-10", interestPaise: 91_203 });
    expect(loan.schedule.at(-1)).toMatchObject({ dueDate: "2025-12-10", balancePaise: 0 });
  });

  it("pays out the loan less the charges and the advance EMI, and takes the APR from what follows", () => {
    const loan = advance();
    expect(loan.netDisbursedPaise).toBe(10_000_000 - 300_000 - 879_691);
    // 12 × the monthly IRR of +88,203.09, then 11 × −8,796.91 (the last −8,796.89) a month apart from a month on.
    expect(loan.aprHundredths).toBe(1892);
    expect(loan.totalPayablePaise).toBe(loan.schedule.reduce((sum, row) => sum + row.amountPaise, 0));
  });

  it("leaves loans in arrears as they were (END is the default)", () => {
    const outcome = calculateLoan(ANNEX_B);
    expect(calculateLoan({ ...ANNEX_B, paymentTiming: "END" })).toEqual(outcome);
    expect(outcome.ok && outcome.value.aprHundredths).toBe(1782);
  });

  it("refuses a first due date, a single instalment, and charges that leave nothing to pay out", () => {
    expect(calculateLoan({ ...ANNEX_B, paymentTiming: "START", firstDueDate: "2025-02-15" })).toEqual({
      ok: false,
      problem: "invalid-terms",
      term: "firstDueDate",
      message: LOAN_CALCULATOR_MESSAGES.firstDueWithAdvance,
    });
    expect(calculateLoan({ ...ANNEX_B, paymentTiming: "START", frequency: "ADHOC" })).toMatchObject({
      ok: false,
      term: "paymentTiming",
      message: LOAN_CALCULATOR_MESSAGES.advanceNeedsTwoInstalments,
    });
    expect(
      calculateLoan({ ...ANNEX_B, paymentTiming: "START", tenureMonths: 2, processingFeePercent: "50" }),
    ).toMatchObject({
      ok: false,
      term: "processingFeePercent",
      message: LOAN_CALCULATOR_MESSAGES.advanceTooHigh,
    });
  });
});
