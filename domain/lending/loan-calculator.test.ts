import { describe, expect, it } from "vitest";
import { calculateLoan, LOAN_CALCULATOR_MESSAGES, type LoanTerms } from "./loan-calculator";

const terms = (overrides: Partial<LoanTerms>): LoanTerms => ({
  loanAmountPaise: 10_000,
  interestRatePercent: "9.4822",
  tenureMonths: 6,
  frequency: "MONTHLY",
  processingFeePercent: "0",
  today: "2024-01-01",
  ...overrides,
});

const calculated = (overrides: Partial<LoanTerms>) => {
  const outcome = calculateLoan(terms(overrides));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};

describe("calculateLoan: domain.md's checks", () => {
  it("reproduces Fineract's 100 at 9.4822 % over 6 months: EMI 17.13 and the whole schedule", () => {
    const loan = calculated({});
    expect(loan.emiPaise).toBe(1713);
    expect(loan.schedule.map((row) => row.interestPaise)).toEqual([79, 66, 53, 40, 27, 13]);
    expect(loan.schedule.map((row) => row.principalPaise)).toEqual([1634, 1647, 1660, 1673, 1686, 1700]);
    expect(loan.schedule.map((row) => row.balancePaise)).toEqual([8366, 6719, 5059, 3386, 1700, 0]);
    expect(loan.schedule.map((row) => row.dueDate)).toEqual([
      "2024-02-01",
      "2024-03-01",
      "2024-04-01",
      "2024-05-01",
      "2024-06-01",
      "2024-07-01",
    ]);
    expect(loan.totalInterestPaise).toBe(278);
    expect(loan.totalPayablePaise).toBe(10_278);
  });

  it("gives Annex B's example (1,00,000 at 12 % over 12 months, fees 3,000) an APR of about 17.84 %", () => {
    const loan = calculated({
      loanAmountPaise: 10_000_000,
      interestRatePercent: "12",
      tenureMonths: 12,
      processingFeePercent: "3",
      feeGstPercent: "0",
    });
    expect(loan.emiPaise).toBe(888_488);
    expect(loan.netDisbursedPaise).toBe(9_700_000);
    expect(loan.totalInterestPaise).toBe(661_853);
    // Annex B rounds its EMI up to 8,885 (its own flows give 17.83, see apr.test.ts); to the paisa it is 17.82.
    expect(Math.abs(loan.aprHundredths - 1784)).toBeLessThanOrEqual(2);
  });

  it("reproduces the RBL KFS: 47,000 at 21 % over 24 months, fee 1,175 plus 18 % GST, APR about 24.16 %", () => {
    const loan = calculated({
      loanAmountPaise: 4_700_000,
      interestRatePercent: "21",
      tenureMonths: 24,
      processingFeePercent: "2.5",
    });
    expect(loan.charges).toMatchObject({ processingFeePaise: 117_500, feeGstPaise: 21_150 });
    expect(loan.netDisbursedPaise).toBe(4_700_000 - 138_650);
    expect(Math.abs(loan.aprHundredths - 2416)).toBeLessThanOrEqual(1);
  });
});

describe("calculateLoan: edge cases", () => {
  it("repays P ÷ n at a zero rate, the last instalment taking the odd paise, with an APR of 0", () => {
    const loan = calculated({ loanAmountPaise: 100_000, interestRatePercent: "0", tenureMonths: 3 });
    expect(loan.emiPaise).toBe(33_333);
    expect(loan.schedule.map((row) => row.amountPaise)).toEqual([33_333, 33_333, 33_334]);
    expect(loan.totalInterestPaise).toBe(0);
    expect(loan.aprHundredths).toBe(0);
  });

  it("has one instalment of principal plus a month's interest for a one-month loan", () => {
    const loan = calculated({ loanAmountPaise: 1_200_000, interestRatePercent: "12", tenureMonths: 1 });
    expect(loan.installments).toBe(1);
    expect(loan.schedule).toEqual([
      {
        installment: 1,
        dueDate: "2024-02-01",
        amountPaise: 1_212_000,
        principalPaise: 1_200_000,
        interestPaise: 12_000,
        balancePaise: 0,
      },
    ]);
    expect(loan.aprHundredths).toBe(1200);
  });

  it("repays an ADHOC loan as one bullet at the end of the tenure, with simple interest for the tenure", () => {
    const loan = calculated({
      loanAmountPaise: 5_000_000,
      interestRatePercent: "18",
      tenureMonths: 6,
      frequency: "ADHOC",
      processingFeePercent: "1",
    });
    expect(loan.installments).toBe(1);
    expect(loan.schedule[0]).toMatchObject({
      dueDate: "2024-07-01",
      interestPaise: 450_000,
      balancePaise: 0,
    });
    expect(loan.emiPaise).toBe(5_450_000);
    // Net 50,000 − 500 − 90 GST; (54,500 ÷ 49,410 − 1) × 2 bullets a year.
    expect(loan.aprHundredths).toBe(Math.round((5_450_000 / 4_941_000 - 1) * 2 * 100 * 100));
  });

  it("reads a rate quoted per month or per day as its annual equivalent", () => {
    const monthly = calculated({
      interestRatePercent: "1.5",
      rateBasis: "MONTHLY",
      loanAmountPaise: 1_000_000,
    });
    const yearly = calculated({ interestRatePercent: "18", loanAmountPaise: 1_000_000 });
    expect(monthly.schedule).toEqual(yearly.schedule);
  });

  it("counts weekly and daily instalments in the tenure, and dates them from the first due date", () => {
    const weekly = calculated({ frequency: "WEEKLY", tenureMonths: 3, firstDueDate: "2024-01-08" });
    expect(weekly.installments).toBe(13);
    expect(weekly.schedule.at(-1)?.dueDate).toBe("2024-04-01");
    const daily = calculated({ frequency: "DAILY", tenureMonths: 1 });
    expect(daily.installments).toBe(30);
    expect(daily.schedule[0]?.dueDate).toBe("2024-01-02");
  });

  it("keeps a schedule that starts on the 31st on month ends", () => {
    const loan = calculated({ firstDueDate: "2024-01-31", tenureMonths: 4 });
    expect(loan.schedule.map((row) => row.dueDate)).toEqual([
      "2024-01-31",
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
    ]);
  });

  it("refuses a tenure that is not whole quarters, fees that eat the loan, and too many instalments", () => {
    expect(calculateLoan(terms({ frequency: "QUARTERLY", tenureMonths: 10 }))).toEqual({
      ok: false,
      problem: "invalid-terms",
      term: "tenureMonths",
      message: LOAN_CALCULATOR_MESSAGES.wholePeriods(3, "quarterly"),
    });
    expect(calculateLoan(terms({ processingFeePercent: "90" }))).toMatchObject({
      ok: false,
      term: "processingFeePercent",
      message: LOAN_CALCULATOR_MESSAGES.chargesTooHigh,
    });
    expect(
      calculateLoan(
        terms({ otherCharges: [{ label: "Insurance", amountPaise: 10_000, payableTo: "THIRD_PARTY" }] }),
      ),
    ).toMatchObject({ ok: false, term: "otherCharges" });
    expect(calculateLoan(terms({ frequency: "DAILY", tenureMonths: 600 }))).toMatchObject({
      ok: false,
      message: LOAN_CALCULATOR_MESSAGES.tooManyInstallments,
    });
  });

  it("deducts charges for the lender and for third parties alike from the amount disbursed", () => {
    const loan = calculated({
      loanAmountPaise: 10_000_000,
      processingFeePercent: "1",
      otherCharges: [
        { label: "Documentation", amountPaise: 50_000, payableTo: "LENDER" },
        { label: "Insurance", amountPaise: 120_000, payableTo: "THIRD_PARTY" },
      ],
    });
    expect(loan.charges).toEqual({
      processingFeePaise: 100_000,
      feeGstPaise: 18_000,
      toLenderPaise: 50_000,
      toThirdPartiesPaise: 120_000,
      totalPaise: 288_000,
    });
    expect(loan.netDisbursedPaise).toBe(10_000_000 - 288_000);
  });
});
