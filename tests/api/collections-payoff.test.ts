import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EmiItem } from "@domain/api/emis";
import { PAYOFF_NOT_ACTIVE, type PayoffQuote } from "@domain/api/payoff";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { emis as emiTable } from "@server/db/schema/collections";
import { invoices } from "@server/db/schema/invoices";
import { NBFC2, OPS, PAYMENTS } from "./clients-kit";
import { CHECKER, collectionsKit, MAKER, uniqueUtr } from "./collections-kit";
import { kfsLoanBody } from "./loans-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());
const quote = (loanId: string, on?: string) =>
  kit.okPayload<PayoffQuote>(CHECKER, "GET", `/user/loans/${loanId}/payoff${on ? `?on=${on}` : ""}`);
const total = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);
/** 12% a year for `days` of 365 on `balancePaise`, half up: the test's own arithmetic, in integers. */
const twelvePercent = (balancePaise: number, days: number) =>
  Number((BigInt(balancePaise) * 12n * BigInt(days) * 2n + 36_500n) / 73_000n);

/** The audit's loan: ₹1,00,000 over 12 months at 12% a year, disbursed today. */
async function auditLoan() {
  const loan = await kit.activeLoan(kfsLoanBody());
  return { loan, emis: await kit.emisOf(loan.id) };
}

/** `ratePercent` a year for `days` of 365 on `balancePaise`, half up, in integers (the rate to 4 places). */
const yearly = (balancePaise: number, ratePercent: string, days: number) => {
  const rate = BigInt(Math.round(Number(ratePercent) * 10_000));
  return Number((BigInt(balancePaise) * rate * BigInt(days) * 2n + 365_000_000n) / 730_000_000n);
};

describe("paying an invoice off before its payment date", () => {
  it("takes its principal and the interest for the days it ran, not the rest of its interest", async () => {
    const db = kit.database.db;
    const [approved] = await db.select().from(invoices).where(eq(invoices.status, "Approved")).limit(1);
    // Due sixty days from today, disbursed today (its UTR entered).
    await db
      .update(invoices)
      .set({ paymentDate: addDays(today(), 60), repaymentDurationDays: 60 })
      .where(eq(invoices.id, approved!.id));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, approved!.id));
    await kit.okPayload(PAYMENTS, "POST", "/account/invoice/utr", {
      id: invoice!.id,
      version: invoice!.version,
      utrNumber: uniqueUtr(),
    });
    const [due] = await db.select().from(emiTable).where(eq(emiTable.invoiceId, invoice!.id));
    expect(due!.interestDuePaise).toBe(yearly(invoice!.actualPaymentPaise, invoice!.interestRatePercent, 60));

    kit.travelTo(addDays(today(), 10));
    const interest = yearly(invoice!.actualPaymentPaise, invoice!.interestRatePercent, 10);
    const receipt = await kit.manualPayment(invoice!.id, due!.principalDuePaise + interest);
    expect(receipt.unappliedPaise).toBe(0);
    expect(receipt.allocations.map((line) => [line.component, line.amountPaise]).sort()).toEqual(
      [
        ["INTEREST", interest],
        ["PRINCIPAL", due!.principalDuePaise],
      ].sort(),
    );
    const [after] = await db.select().from(emiTable).where(eq(emiTable.id, due!.id));
    expect(after).toMatchObject({ status: "COMPLETED", interestDuePaise: interest });
  });
});

describe("paying a loan off", () => {
  it("closes the audit's loan on its disbursal day for its principal alone, taking no interest not yet due", async () => {
    const { loan, emis } = await auditLoan();
    const scheduledInterest = total(emis, (emi) => emi.interestDuePaise);
    expect(await quote(loan.id)).toEqual({
      on: today(),
      overduePenalPaise: 0,
      overdueInterestPaise: 0,
      overduePrincipalPaise: 0,
      principalPaise: 1_00_000_00,
      interestToDatePaise: 0,
      totalPaise: 1_00_000_00,
      interestNotDuePaise: scheduledInterest,
      coolingOffUntil: addDays(today(), 3),
    });
    const receipt = await kit.manualPayment(loan.id, 1_00_000_00);
    expect(receipt.unappliedPaise).toBe(0);
    expect(
      total(
        receipt.allocations.filter((line) => line.component === "INTEREST"),
        (line) => line.amountPaise,
      ),
    ).toBe(0);
    expect(
      total(
        receipt.allocations.filter((line) => line.component === "PRINCIPAL"),
        (line) => line.amountPaise,
      ),
    ).toBe(1_00_000_00);
    const after = await kit.emisOf(loan.id);
    expect(after.every((emi) => emi.status === "COMPLETED" && emi.interestDuePaise === 0)).toBe(true);
    expect((await kit.read(OPS, loan.id)).status).toBe("CLOSED");
    await kit
      .fails(409, CHECKER, "GET", `/user/loans/${loan.id}/payoff`)
      .then((error) => expect(error.message).toBe(PAYOFF_NOT_ACTIVE));
    // Platform staff may reopen a closed loan by hand (the loan machine's reopen).
    const reopened = await kit.act(OPS, await kit.read(OPS, loan.id), "reopen");
    expect(reopened).toMatchObject({ status: "ACTIVE", closedOn: null });
  });

  it("within the cooling-off, closes the loan for its principal and the APR for the days held, no penalty", async () => {
    const { loan } = await auditLoan();
    const disbursedOn = today();
    const apr = (await kit.read(OPS, loan.id)).aprPercent;
    const aprHundredths = BigInt(Math.round(Number(apr) * 100));
    /** The APR for `days` of 365 on ₹1,00,000, half up, in integers. */
    const aprInterest = (days: number) =>
      Number((10_000_000n * aprHundredths * BigInt(days) * 2n + 3_650_000n) / 7_300_000n);
    expect(aprInterest(2)).toBeGreaterThan(twelvePercent(1_00_000_00, 2));

    // The third day after the disbursal is the cooling-off's last; the fourth is an ordinary payoff.
    expect(await quote(loan.id, addDays(disbursedOn, 3))).toMatchObject({
      interestToDatePaise: aprInterest(3),
      coolingOffUntil: addDays(disbursedOn, 3),
    });
    expect(await quote(loan.id, addDays(disbursedOn, 4))).toMatchObject({
      interestToDatePaise: twelvePercent(1_00_000_00, 4),
      coolingOffUntil: null,
    });

    kit.travelTo(addDays(disbursedOn, 2));
    const exit = await quote(loan.id);
    expect(exit).toMatchObject({
      principalPaise: 1_00_000_00,
      interestToDatePaise: aprInterest(2),
      totalPaise: 1_00_000_00 + aprInterest(2),
      coolingOffUntil: addDays(disbursedOn, 3),
    });
    const receipt = await kit.manualPayment(loan.id, exit.totalPaise);
    expect(receipt.unappliedPaise).toBe(0);
    expect(receipt.allocations.filter((line) => line.component === "INTEREST")).toEqual([
      expect.objectContaining({ installmentNumber: 1, amountPaise: aprInterest(2) }),
    ]);
    expect((await kit.read(OPS, loan.id)).status).toBe("CLOSED");
  });

  it("charges the current period's interest for the days it ran: ₹328.77 ten days after the disbursal", async () => {
    const { loan } = await auditLoan();
    kit.travelTo(addDays(today(), 10));
    const figures = await quote(loan.id);
    expect(figures).toMatchObject({
      principalPaise: 1_00_000_00,
      interestToDatePaise: 328_77,
      totalPaise: 1_00_328_77,
    });
    const receipt = await kit.manualPayment(loan.id, figures.totalPaise);
    expect(receipt.unappliedPaise).toBe(0);
    expect(receipt.allocations.filter((line) => line.component === "INTEREST")).toEqual([
      expect.objectContaining({ installmentNumber: 1, amountPaise: 328_77 }),
    ]);
    expect((await kit.read(OPS, loan.id)).status).toBe("CLOSED");
  });

  it("with an instalment overdue: that whole due, then the principal to come and interest to the day", async () => {
    const { loan, emis } = await auditLoan();
    const [first, ...rest] = emis;
    kit.travelTo(addDays(first!.dueDate, 5));
    const toCome = total(rest, (emi) => emi.principalDuePaise);
    const interest = twelvePercent(toCome, 5);
    const figures = await quote(loan.id);
    expect(figures).toEqual({
      on: today(),
      overduePenalPaise: 0,
      overdueInterestPaise: first!.interestDuePaise,
      overduePrincipalPaise: first!.principalDuePaise,
      principalPaise: toCome,
      interestToDatePaise: interest,
      totalPaise: first!.outstandingPaise + toCome + interest,
      interestNotDuePaise: total(rest, (emi) => emi.interestDuePaise) - interest,
      coolingOffUntil: null,
    });
    // Less than the payoff pays the overdue instalment and leaves the rest unapplied: no interest not yet due.
    const short = await kit.manualPayment(loan.id, first!.outstandingPaise + 999_00);
    expect(short.unappliedPaise).toBe(999_00);
    const after = await kit.emisOf(loan.id);
    expect(after[0]!.status).toBe("COMPLETED");
    expect(
      after.slice(1).every((emi) => emi.status === "PENDING" && emi.outstandingPaise === owedOf(emi)),
    ).toBe(true);
    expect((await kit.read(OPS, loan.id)).status).toBe("ACTIVE");
  });

  it("owes the interest again, and reopens the loan, when the payoff receipt is reversed", async () => {
    const { loan, emis } = await auditLoan();
    kit.travelTo(addDays(today(), 3));
    const receipt = await kit.manualPayment(loan.id, (await quote(loan.id)).totalPaise);
    expect((await kit.read(OPS, loan.id)).status).toBe("CLOSED");
    const cancel = await kit.okPayload<{ id: string }>(MAKER, "POST", "/account/collection/manager/cancel", {
      ids: [receipt.id],
      reason: "Cheque returned",
    });
    await kit.approve(cancel);
    expect((await kit.read(OPS, loan.id)).status).toBe("ACTIVE");
    const after = await kit.emisOf(loan.id);
    expect(after.map((emi) => [emi.status, emi.interestDuePaise, emi.outstandingPaise])).toEqual(
      emis.map((emi) => ["PENDING", emi.interestDuePaise, emi.outstandingPaise]),
    );
  });

  it("refuses a date outside the loan's life in words, and another lender's loan as not found", async () => {
    const { loan, emis } = await auditLoan();
    const early = await kit.fails(
      400,
      CHECKER,
      "GET",
      `/user/loans/${loan.id}/payoff?on=${addDays(today(), -1)}`,
    );
    expect(early.errors?.[0]?.field).toBe("on");
    const late = await kit.fails(
      400,
      CHECKER,
      "GET",
      `/user/loans/${loan.id}/payoff?on=${addDays(emis.at(-1)!.dueDate, 1)}`,
    );
    expect(late.errors?.[0]?.message).toMatch(
      /^Payoff date must be from .+, the disbursal, to .+, the last due date$/,
    );
    await kit.fails(400, CHECKER, "GET", `/user/loans/${loan.id}/payoff?on=2026-02-30`);
    await kit.fails(404, NBFC2, "GET", `/user/loans/${loan.id}/payoff`);
  });
});

const owedOf = (emi: EmiItem) => emi.principalDuePaise + emi.interestDuePaise + emi.penalDuePaise;
