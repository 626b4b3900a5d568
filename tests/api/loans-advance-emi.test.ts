import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { receipts } from "@server/db/schema/index";
import type { KfsCalculation } from "@domain/api/kfs-calculator";
import { businessDateAt } from "@domain/dates/business-date";
import { addMonths } from "@domain/lending/due-dates";
import { LOAN_CALCULATOR_MESSAGES } from "@domain/lending/loan-calculator";
import { OPS } from "./clients-kit";
import { emisKit } from "./emis-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = emisKit();
const URL = "/user/kfs/calculate";

/** domain.md's Annex B loan: ₹1,00,000, 12 months at 12 %, fee 3 % without GST. */
const ANNEX_B = {
  loanAmount: "100000",
  interestRateKfs: "12",
  loanTenure: 12,
  repaymentFrequency: "MONTHLY",
  processingFeeKfs: "3",
  feeGstPercent: "0",
  disbursalDate: "2025-01-10",
};

describe("advance EMI (paymentTiming START)", () => {
  it("calculates the first EMI at disbursal, netted out of the payout, and the APR that follows", async () => {
    const inArrears = await kit.okPayload<KfsCalculation>(OPS, "POST", URL, ANNEX_B);
    expect(inArrears).toMatchObject({ emi: "8884.88", netDisbursed: "97000.00", apr: "17.82" });
    const result = await kit.okPayload<KfsCalculation>(OPS, "POST", URL, {
      ...ANNEX_B,
      paymentTiming: "START",
    });
    expect(result).toMatchObject({ emi: "8796.91", netDisbursed: "88203.09", apr: "18.92" });
    expect(result.schedule[0]).toEqual({
      installment: 1,
      dueDate: "2025-01-10",
      emi: "8796.91",
      principal: "8796.91",
      interest: "0.00",
      balance: "91203.09",
    });
    expect(result.schedule[1]).toMatchObject({ dueDate: "2025-02-10", interest: "912.03" });
    expect(result.schedule.at(-1)).toMatchObject({ dueDate: "2025-12-10", balance: "0.00" });
  });

  it("refuses another timing, and a first due date with EMIs in advance, with a 400 naming the field", async () => {
    const bad = await kit.fails(400, OPS, "POST", URL, { ...ANNEX_B, paymentTiming: "MIDDLE" });
    expect(bad.errors).toEqual([{ field: "paymentTiming", message: "EMI Timing must be END or START" }]);
    const dated = await kit.fails(400, OPS, "POST", URL, {
      ...ANNEX_B,
      paymentTiming: "START",
      firstDueDate: "2025-02-20",
    });
    expect(dated.errors).toEqual([
      { field: "firstDueDate", message: LOAN_CALCULATOR_MESSAGES.firstDueWithAdvance },
    ]);
  });

  it("keeps a loan's choice, refuses it with an EMI Debit Start Date, and writes EMIs from the disbursal", async () => {
    const refused = await kit.fails(
      400,
      OPS,
      "POST",
      "/user/loans",
      kfsLoanBody({ paymentTiming: "START", emiDebitStarts: addMonths(businessDateAt(kit.clock.now()), 1) }),
    );
    expect(refused.errors).toEqual([
      { field: "emiDebitStarts", message: LOAN_CALCULATOR_MESSAGES.firstDueWithAdvance },
    ]);
    const loan = await kit.activeLoan(kfsLoanBody({ paymentTiming: "START", borrowerUserId: MERCHANT_ID }));
    expect(loan.paymentTiming).toBe("START");
    const [first, second] = loan.calculation.schedule;
    expect(first).toMatchObject({
      dueDate: loan.disbursedOn,
      interest: "0.00",
      principal: loan.calculation.emi,
    });
    expect(second?.dueDate).toBe(addMonths(loan.disbursedOn!, 1));
    expect(loan.netDisbursedPaise).toBe(10_000_000 - 236_000 - loan.emiPaise);
    const { rows, emis, schedule } = await kit.emisBesideSchedule(loan);
    expect(emis).toEqual(schedule);
    // The advance EMI was deducted from the payout: paid at disbursal, by a receipt of its own, never overdue.
    expect(rows.map((emi) => emi.status)).toEqual(["COMPLETED", ...rows.slice(1).map(() => "PENDING")]);
    expect(rows[0]).toMatchObject({ paidOn: loan.disbursedOn });
    const [receipt] = await kit.database.db.select().from(receipts).where(eq(receipts.loanId, loan.id));
    expect(receipt).toMatchObject({ channel: "ADVANCE_EMI", amountPaise: loan.emiPaise, utr: null });
  });

  it("leaves a loan in arrears unless it says otherwise", async () => {
    const loan = await kit.create(kfsLoanBody());
    expect(loan.paymentTiming).toBe("END");
  });
});
