import type { KfsCalculation } from "@domain/api/kfs-calculator";
import { LOAN_CALCULATOR_MESSAGES } from "@domain/lending/loan-calculator";
import { describe, expect, it } from "vitest";
import { ANCHOR, clientsKit, MERCHANT, NBFC, OPS, SUPERADMIN } from "./clients-kit";

const kit = clientsKit();
const URL = "/user/kfs/calculate";

const EXAMPLE = {
  loanAmount: "20000.00",
  interestRateKfs: "15",
  loanTenure: 24,
  repaymentFrequency: "MONTHLY",
  processingFeeKfs: "2",
  feeGstPercent: "0",
  otherCharges: [{ label: "Insurance", amount: "500", payableTo: "THIRD_PARTY" }],
};

const calculate = (body: object, email = OPS) => kit.okPayload<KfsCalculation>(email, "POST", URL, body);

describe("POST /user/kfs/calculate", () => {
  it("answers the documented example's figures as rupee and percent text", async () => {
    const result = await calculate(EXAMPLE);
    expect(result).toMatchObject({
      emi: "969.73",
      installments: 24,
      processingFee: "400.00",
      feeGst: "0.00",
      chargesToLender: "0.00",
      chargesToThirdParties: "500.00",
      netDisbursed: "19100.00",
    });
    expect(result.apr).toMatch(/^\d+\.\d{2}$/);
    expect(Number(result.apr)).toBeGreaterThan(15);
    expect(result.schedule).toHaveLength(24);
    expect(result.schedule.at(-1)?.balance).toBe("0.00");
    const principal = result.schedule.reduce((sum, row) => sum + Math.round(Number(row.principal) * 100), 0);
    expect(principal).toBe(2_000_000);
    expect(Number(result.totalPayable)).toBeCloseTo(20_000 + Number(result.totalInterest), 2);
  });

  it("reproduces domain.md's checks: Fineract's schedule and the Annex B APR", async () => {
    // The form takes rates to two decimals; on ₹100, 9.48 % gives Fineract's 9.4822 % schedule to the paisa
    // (domain/lending/loan-calculator.test.ts checks 9.4822 itself).
    const fineract = await calculate({
      loanAmount: "100",
      interestRateKfs: "9.48",
      loanTenure: "6",
      repaymentFrequency: "MONTHLY",
      processingFeeKfs: "0",
      disbursalDate: "2024-01-01",
      firstDueDate: "2024-02-01",
    });
    expect(fineract.emi).toBe("17.13");
    expect(fineract.schedule.map((row) => row.interest)).toEqual([
      "0.79",
      "0.66",
      "0.53",
      "0.40",
      "0.27",
      "0.13",
    ]);
    expect(fineract.schedule.map((row) => row.balance)).toEqual([
      "83.66",
      "67.19",
      "50.59",
      "33.86",
      "17.00",
      "0.00",
    ]);
    expect(fineract.schedule[5]?.dueDate).toBe("2024-07-01");
    const annexB = await calculate(
      {
        loanAmount: "100000",
        interestRateKfs: "12",
        loanTenure: 12,
        repaymentFrequency: "MONTHLY",
        processingFeeKfs: "3",
        feeGstPercent: "0",
      },
      NBFC,
    );
    expect(annexB).toMatchObject({ emi: "8884.88", netDisbursed: "97000.00", totalInterest: "6618.53" });
    expect(Math.abs(Number(annexB.apr) - 17.84)).toBeLessThanOrEqual(0.02);
  });

  it("charges 18 % GST on the fee unless told otherwise, and repays an ADHOC loan in one bullet", async () => {
    const result = await calculate({
      loanAmount: "50000",
      interestRateKfs: "18",
      loanTenure: 6,
      repaymentFrequency: "ADHOC",
      processingFeeKfs: "1",
    });
    expect(result).toMatchObject({ processingFee: "500.00", feeGst: "90.00", netDisbursed: "49410.00" });
    expect(result.schedule).toHaveLength(1);
    expect(result.schedule[0]).toMatchObject({ emi: "54500.00", interest: "4500.00", balance: "0.00" });
  });

  it("charges a broken first period for its actual days from the disbursal date", async () => {
    const terms = { ...EXAMPLE, loanAmount: "100000", interestRateKfs: "12", loanTenure: 12 };
    const noFees = { ...terms, processingFeeKfs: "0", otherCharges: [] };
    const regular = await calculate({ ...noFees, disbursalDate: "2024-11-01", firstDueDate: "2024-12-01" });
    const short = await calculate({ ...noFees, disbursalDate: "2024-11-21", firstDueDate: "2024-12-01" });
    const long = await calculate({ ...noFees, disbursalDate: "2024-09-17", firstDueDate: "2024-12-01" });
    expect(regular.schedule[0]).toMatchObject({ interest: "1000.00", emi: "8884.88", principal: "7884.88" });
    expect(short.schedule[0]).toMatchObject({ interest: "328.77", emi: "8213.65", principal: "7884.88" });
    expect(long.schedule[0]).toMatchObject({ interest: "2465.75", emi: "10350.63", principal: "7884.88" });
    expect(short.schedule.slice(1)).toEqual(regular.schedule.slice(1));
    expect(short.emi).toBe(regular.emi);
    const bullet = await calculate({
      ...noFees,
      repaymentFrequency: "ADHOC",
      disbursalDate: "2024-11-28",
      firstDueDate: "2024-12-01",
    });
    expect(bullet.schedule).toEqual([
      {
        installment: 1,
        dueDate: "2024-12-01",
        emi: "100098.63",
        principal: "100000.00",
        interest: "98.63",
        balance: "0.00",
      },
    ]);
    expect(bullet.apr).toBe("12.74");
  });

  it("refuses bad dates with a 400 naming the field, and a first due date not after the disbursal", async () => {
    const disbursal = await kit.fails(400, OPS, "POST", URL, { ...EXAMPLE, disbursalDate: "2024-13-01" });
    expect(disbursal.errors?.[0]?.field).toBe("disbursalDate");
    for (const firstDueDate of ["2024-11-28", "2024-11-27"]) {
      const early = await kit.fails(400, OPS, "POST", URL, {
        ...EXAMPLE,
        disbursalDate: "2024-11-28",
        firstDueDate,
      });
      expect(early.errors).toEqual([
        { field: "firstDueDate", message: LOAN_CALCULATOR_MESSAGES.firstDueNotAfterDisbursal },
      ]);
    }
  });

  it("refuses bad terms with a 400 naming the field, in words", async () => {
    const long = await kit.fails(400, OPS, "POST", URL, { ...EXAMPLE, loanAmount: "12345678.90" });
    expect(long.errors).toEqual([
      { field: "loanAmount", message: "Loan Amount cannot be more than 10 characters" },
    ]);
    const rate = await kit.fails(400, OPS, "POST", URL, { ...EXAMPLE, interestRateKfs: "12.345" });
    expect(rate.errors?.[0]?.field).toBe("interestRateKfs");
    const tenure = await kit.fails(400, OPS, "POST", URL, { ...EXAMPLE, loanTenure: "123456" });
    expect(tenure.errors).toEqual([
      { field: "loanTenure", message: "Loan Tenure cannot be more than 5 characters" },
    ]);
    const frequency = await kit.fails(400, OPS, "POST", URL, {
      ...EXAMPLE,
      repaymentFrequency: "FORTNIGHTLY",
    });
    expect(frequency.errors).toEqual([{ field: "repaymentFrequency", message: "Please select one option" }]);
    const missing = await kit.fails(400, OPS, "POST", URL, { ...EXAMPLE, processingFeeKfs: undefined });
    expect(missing.errors).toEqual([{ field: "processingFeeKfs", message: "Processing Fee is required" }]);
    const quarters = await kit.fails(400, OPS, "POST", URL, {
      ...EXAMPLE,
      repaymentFrequency: "QUARTERLY",
      loanTenure: 10,
    });
    expect(quarters.errors).toEqual([
      { field: "loanTenure", message: LOAN_CALCULATOR_MESSAGES.wholePeriods(3, "quarterly") },
    ]);
    const charges = await kit.fails(400, OPS, "POST", URL, {
      ...EXAMPLE,
      otherCharges: [{ label: "Legal", amount: "19600", payableTo: "LENDER" }],
    });
    expect(charges.errors).toEqual([
      { field: "otherCharges", message: LOAN_CALCULATOR_MESSAGES.chargesTooHigh },
    ]);
    const payee = await kit.fails(400, OPS, "POST", URL, {
      ...EXAMPLE,
      otherCharges: [{ label: "Legal", amount: "100", payableTo: "BORROWER" }],
    });
    expect(payee.errors).toEqual([
      { field: "otherCharges.0.payableTo", message: "Please select one option" },
    ]);
    const date = await kit.fails(400, OPS, "POST", URL, { ...EXAMPLE, firstDueDate: "2024-02-30" });
    expect(date.errors?.[0]?.field).toBe("firstDueDate");
  });

  it("lets platform staff and NBFC users in, and keeps anchors, merchants and strangers out", async () => {
    await calculate(EXAMPLE, SUPERADMIN);
    const anonymous = await kit.app.inject({ method: "POST", url: URL, payload: EXAMPLE });
    expect(anonymous.statusCode).toBe(401);
    await kit.fails(403, MERCHANT, "POST", URL, EXAMPLE);
    await kit.fails(403, ANCHOR, "POST", URL, EXAMPLE);
  });
});
