import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { emis } from "@server/db/schema/collections";
import { invoices } from "@server/db/schema/invoices";
import type { LoanDetail } from "@domain/api/loans";
import { individualLoanBody, kfsLoanBody, MERCHANT_ID } from "./loans-kit";
import { OPS, PAYMENTS } from "./clients-kit";
import { emisKit } from "./emis-kit";

const kit = emisKit();

describe("EMIs are generated from the tranche", () => {
  it("writes one PENDING EMI per instalment of the loan's schedule when it is disbursed", async () => {
    const loan = await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const { rows, emis, schedule } = await kit.emisBesideSchedule(loan);
    expect(rows).toHaveLength(12);
    expect(emis).toEqual(schedule);
    expect(rows.reduce((sum, emi) => sum + emi.principalDuePaise, 0)).toBe(loan.loanAmountPaise);
    expect(rows[0]).toMatchObject({
      trancheKind: "LOAN",
      trancheRef: loan.loanNumber,
      status: "PENDING",
      lenderId: loan.lenderId,
      anchorId: loan.anchorId,
      programmeId: loan.programmeId,
      borrowerUserId: MERCHANT_ID,
      borrowerKey: `user:${MERCHANT_ID}`,
      borrowerName: loan.borrowerName,
      bounceCount: 0,
      dpd: 0,
    });
  });

  it("writes nothing twice: a disbursal undone and made again keeps the one schedule", async () => {
    let loan = await kit.activeLoan();
    const first = await kit.emisOf(loan.id);
    loan = await kit.act(OPS, loan, "undoDisbursal");
    loan = await kit.act(OPS, loan, "disburse");
    const again = await kit.emisOf(loan.id);
    expect(again.map((emi) => emi.id)).toEqual(first.map((emi) => emi.id));
  });

  it("keys an individual loan's dues to its borrower identity (one person's loans, not the loan)", async () => {
    let loan = await kit.okPayload<LoanDetail>(OPS, "POST", "/user/loans/individual", individualLoanBody());
    loan = await kit.act(OPS, loan, "startReview");
    loan = await kit.issueKfs(OPS, loan);
    loan = await kit.act("nbfc@demo.in", loan, "sanction");
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    loan = await kit.act(OPS, await kit.read(OPS, loan.id), "disburse");
    const rows = await kit.emisOf(loan.id);
    expect(rows).toHaveLength(6);
    expect(loan.borrowerIdentityId).toEqual(expect.any(String));
    expect(new Set(rows.map((emi) => emi.borrowerKey))).toEqual(
      new Set([`borrower:${loan.borrowerIdentityId}`]),
    );
    expect(rows[0]).toMatchObject({ borrowerUserId: null, anchorId: null });
  });

  it("writes an invoice's single due on its payment date when its UTR is entered", async () => {
    const db = kit.database.db;
    const [approved] = await db.select().from(invoices).where(eq(invoices.status, "Approved")).limit(1);
    expect(approved).toBeDefined();
    const invoice = approved!;
    await kit.okPayload(PAYMENTS, "POST", "/account/invoice/utr", {
      id: invoice.id,
      version: invoice.version,
      utrNumber: "HDFCN52024123457",
    });
    const dues = await db.select().from(emis).where(eq(emis.invoiceId, invoice.id));
    expect(dues).toHaveLength(1);
    const days = invoice.repaymentDurationDays;
    const rate = Number(invoice.interestRatePercent);
    // The disbursed amount × the yearly rate × its repayment days ÷ 365, rounded once to the paisa.
    const interest = Math.round((invoice.actualPaymentPaise * rate * days) / 36_500);
    expect(dues[0]).toMatchObject({
      trancheKind: "INVOICE",
      trancheRef: invoice.invoiceNumber,
      installmentNumber: 1,
      dueDate: invoice.paymentDate,
      status: "PENDING",
      principalDuePaise: invoice.actualPaymentPaise,
      interestDuePaise: interest,
      lenderId: invoice.lenderId,
      anchorId: invoice.anchorId,
      borrowerKey: invoice.merchantUserId ? `user:${invoice.merchantUserId}` : `anchor:${invoice.anchorId}`,
    });
    const listed = await kit.page(OPS, `/account/emis?invoiceId=${invoice.id}`);
    expect(listed.total).toBe(1);
    const repeat = await db
      .select()
      .from(emis)
      .where(and(eq(emis.invoiceId, invoice.id), eq(emis.installmentNumber, 1)));
    expect(repeat).toHaveLength(1);
  });
});
