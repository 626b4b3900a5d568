import { describe, expect, it } from "vitest";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { moneyText } from "@server/modules/loans/pdf/pdf-format";
import { NBFC } from "./clients-kit";
import { emisKit } from "./emis-kit";
import { pdfText } from "./loan-documents-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = emisKit();
const today = () => businessDateAt(kit.clock.now());

/**
 * What the borrower was shown (the KFS PDF), what the loan page says and what collections will debit (the EMIs
 * written at disbursal) are one schedule, for the two loans whose first instalment is not a regular one.
 */
async function expectOneSchedule(body: Record<string, unknown>) {
  const loan = await kit.activeLoan(kfsLoanBody({ ...body, borrowerUserId: MERCHANT_ID }));
  const { schedule, apr, netDisbursed } = loan.calculation;
  const { emis, schedule: pageRows } = await kit.emisBesideSchedule(loan);
  expect(emis).toEqual(pageRows);
  const pdf = await kit.call(NBFC, "GET", `/user/kfs/${loan.kfs!.id}/pdf`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  const text = (await pdfText(pdf.rawPayload)).replace(/\n/g, " ");
  for (const row of schedule)
    expect(text).toContain(
      [String(row.installment), formatDate(row.dueDate), row.emi, row.principal, row.interest, row.balance]
        .map((value, index) => (index < 2 ? value : moneyText(value)))
        .join(" "),
    );
  expect(text).toContain(`${apr}%`);
  expect(text).toContain(moneyText(netDisbursed));
  return loan;
}

describe("the KFS, the loan page and the EMIs agree on every figure", () => {
  it("for a first due date 10 days after the disbursal: a broken first period", async () => {
    const loan = await expectOneSchedule({ emiDebitStarts: addDays(today(), 10) });
    const [first, second] = loan.calculation.schedule;
    expect(first?.dueDate).toBe(addDays(today(), 10));
    // ₹1,00,000 at 12 % for 10 days is ₹328.77 of interest, not a month's ₹1,000.
    expect(first?.interest).toBe("328.77");
    expect(second?.interest).not.toBe(first?.interest);
  });

  it("for EMIs in advance: the first due and paid on the disbursal date", async () => {
    const loan = await expectOneSchedule({ paymentTiming: "START" });
    expect(loan.calculation.schedule[0]).toMatchObject({ dueDate: today(), interest: "0.00" });
  });

  it("for a regular loan too", async () => {
    await expectOneSchedule({});
  });
});
