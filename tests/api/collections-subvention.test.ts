import { describe, expect, it } from "vitest";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { DpdRow, Statement } from "@domain/api/delinquency";
import type { EmiDetail } from "@domain/api/emis";
import type { InvoiceDetail } from "@domain/api/invoices";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { emis } from "@server/db/schema/collections";
import { invoices } from "@server/db/schema/invoices";
import { programmes } from "@server/db/schema/programmes";
import { users } from "@server/db/schema/users";
import { ANCHOR, MERCHANT, OPS, PAYMENTS } from "./clients-kit";
import { collectionsKit, rupees, uniqueUtr } from "./collections-kit";

const kit = collectionsKit();
const db = () => kit.database.db;

/** Interest at `rate` % a year on `paise` for `days` days, actual/365, rounded half up once: worked out here. */
const interestFor = (paise: number, rate: string, days: number) => {
  const [whole = "0", fraction = ""] = rate.split(".");
  const rateMillionths = BigInt(whole + fraction.padEnd(6, "0").slice(0, 6));
  const numerator = BigInt(paise) * rateMillionths * BigInt(days);
  const denominator = 100n * 1_000_000n * 365n;
  return Number((numerator * 2n + denominator) / (2n * denominator));
};

/**
 * An approved retailer invoice of the demo (a merchant borrows; the anchor bears the liability days), its
 * programme's liability days set to half its repayment days so that both parties bear some interest.
 */
async function approvedDrawdown(anchorId?: string) {
  const [row] = await db()
    .select({ invoice: invoices })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "Approved"),
        isNotNull(invoices.merchantUserId),
        anchorId ? eq(invoices.anchorId, anchorId) : undefined,
      ),
    )
    .orderBy(asc(invoices.invoiceNumber))
    .limit(1);
  expect(row, "a seeded approved retailer invoice").toBeDefined();
  const { invoice } = row!;
  const liabilityDays = Math.floor(invoice.repaymentDurationDays / 2);
  expect(liabilityDays).toBeGreaterThan(0);
  await db().update(programmes).set({ liabilityDays }).where(eq(programmes.id, invoice.programmeId!));
  return { invoice, liabilityDays };
}

async function disburse(invoice: { id: string; version: number }) {
  await kit.okPayload(PAYMENTS, "POST", "/account/invoice/utr", {
    id: invoice.id,
    version: invoice.version,
    utrNumber: uniqueUtr(),
  });
  return kit.okPayload<InvoiceDetail>(OPS, "GET", `/account/invoices/${invoice.id}`);
}

const anchorIdOf = async (email: string) => {
  const [user] = await db().select({ anchorId: users.anchorId }).from(users).where(eq(users.email, email));
  return user!.anchorId!;
};

describe("subvention: the anchor's share of an invoice's interest is a due of the anchor", () => {
  it("gives the anchor's due its own days past due and classification in the day-end", async () => {
    // The seed's unpaid retailer invoices (Paid, long past their payment date) carry a subvention due each,
    // under their programme's liability days as seeded (this test runs before the others change them).
    const [row] = await db()
      .select({ invoice: invoices, liabilityDays: programmes.liabilityDays })
      .from(invoices)
      .innerJoin(programmes, eq(programmes.id, invoices.programmeId))
      .where(and(eq(invoices.status, "Paid"), isNotNull(invoices.merchantUserId)))
      .orderBy(asc(invoices.invoiceNumber))
      .limit(1);
    const { invoice, liabilityDays } = row!;
    const today = businessDateAt(kit.clock.now());
    const [subvention] = await db().select().from(emis).where(eq(emis.subventionInvoiceId, invoice.id));
    expect(subvention).toBeDefined();
    const anchorDays = Math.min(liabilityDays, invoice.repaymentDurationDays);
    expect(subvention!.dueDate).toBe(
      addDays(invoice.paymentDate, anchorDays - invoice.repaymentDurationDays),
    );

    await kit.okPayload(OPS, "POST", "/account/dpd/dayEnd", { asOfDate: today });
    const tranches = (
      await kit.page<DpdRow>(OPS, `/account/dpd?asOf=${today}&level=tranche&search=${invoice.invoiceNumber}`)
    ).payload;
    const ownRow = tranches.find((tranche) => tranche.trancheKind === "INVOICE");
    const anchorRow = tranches.find((tranche) => tranche.trancheKind === "SUBVENTION");
    // Days past due count from each due's own date: the anchor's falls due when its liability days end.
    const daysSince = (date: string) => Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000) + 1;
    expect(ownRow).toMatchObject({ dpd: daysSince(invoice.paymentDate), overduePaise: expect.any(Number) });
    expect(anchorRow).toMatchObject({
      dpd: daysSince(subvention!.dueDate),
      overduePaise: subvention!.interestDuePaise,
      borrowerName: subvention!.borrowerName,
    });
    // The anchor's statement lists it as its own due, named for what it is.
    const statement = await kit.okPayload<Statement>(
      OPS,
      "GET",
      `/account/statement?lenderId=${invoice.lenderId}&borrowerKey=anchor:${invoice.anchorId}&asOf=${today}`,
    );
    expect(statement.entries.find((entry) => entry.id === subvention!.id)).toMatchObject({
      kind: "DUE",
      description: "Subvention: the anchor's share of the interest",
      debitPaise: subvention!.interestDuePaise,
      interestPaise: subvention!.interestDuePaise,
      principalPaise: 0,
    });
  });

  it("splits a retailer invoice's interest by its programme's liability days into two dues", async () => {
    const { invoice, liabilityDays } = await approvedDrawdown();
    const detail = await disburse(invoice);
    const days = invoice.repaymentDurationDays;
    const rate = invoice.interestRatePercent;
    const total = interestFor(invoice.actualPaymentPaise, rate, days);
    const anchorShare = interestFor(invoice.actualPaymentPaise, rate, liabilityDays);
    expect(anchorShare).toBeGreaterThan(0);

    expect(detail.dues.map((due) => due.trancheKind)).toEqual(["INVOICE", "SUBVENTION"]);
    const [own, subvention] = detail.dues;
    expect(own).toMatchObject({
      trancheRef: invoice.invoiceNumber,
      dueDate: invoice.paymentDate,
      principalDuePaise: invoice.actualPaymentPaise,
      interestDuePaise: total - anchorShare,
      borrowerKey: `user:${invoice.merchantUserId}`,
      borrowerUserId: invoice.merchantUserId,
    });
    expect(subvention).toMatchObject({
      trancheRef: invoice.invoiceNumber,
      subventionInvoiceId: invoice.id,
      invoiceId: null,
      loanId: null,
      dueDate: addDays(invoice.paymentDate, liabilityDays - days),
      principalDuePaise: 0,
      interestDuePaise: anchorShare,
      borrowerKey: `anchor:${invoice.anchorId}`,
      borrowerUserId: null,
      anchorId: invoice.anchorId,
      status: "PENDING",
    });
    // The borrower repays the rest: the two shares add up to the invoice's interest.
    expect(own!.interestDuePaise + subvention!.interestDuePaise).toBe(total);
  });

  it("shows the anchor's due to staff and the anchor, never to the merchant", async () => {
    const anchorId = await anchorIdOf(ANCHOR);
    const { invoice } = await approvedDrawdown(anchorId);
    const detail = await disburse(invoice);
    const subvention = detail.dues.find((due) => due.trancheKind === "SUBVENTION")!;

    const asMerchant = await kit.okPayload<InvoiceDetail>(MERCHANT, "GET", `/account/invoices/${invoice.id}`);
    expect(asMerchant.dues.map((due) => due.trancheKind)).toEqual(["INVOICE"]);
    await kit.fails(404, MERCHANT, "GET", `/account/emis/${subvention.id}`);

    const asAnchor = await kit.okPayload<EmiDetail>(ANCHOR, "GET", `/account/emis/${subvention.id}`);
    expect(asAnchor).toMatchObject({
      trancheKind: "SUBVENTION",
      interestDuePaise: subvention.interestDuePaise,
    });
  });

  it("is paid by a payment naming the due, leaving the borrower's repayment untouched", async () => {
    const { invoice } = await approvedDrawdown();
    const detail = await disburse(invoice);
    const [own, subvention] = detail.dues;
    kit.travelTo(subvention!.dueDate);
    const operation = await kit.propose("add", {
      paymentInvoiceId: subvention!.id,
      paymentAmount: rupees(subvention!.interestDuePaise),
      utrNumber: uniqueUtr(),
      paymentDate: businessDateAt(kit.clock.now()),
    });
    await kit.approve(operation);
    const after = await kit.okPayload<InvoiceDetail>(OPS, "GET", `/account/invoices/${invoice.id}`);
    expect(after.dues[1]).toMatchObject({
      status: "COMPLETED",
      interestPaidPaise: subvention!.interestDuePaise,
    });
    expect(after.dues[0]).toMatchObject({ status: own!.status, interestPaidPaise: 0, principalPaidPaise: 0 });
  });

  it("cuts the anchor's share to the days an invoice ran when it is paid off early, and restores it on reversal", async () => {
    const { invoice: seeded, liabilityDays } = await approvedDrawdown();
    expect(liabilityDays).toBeGreaterThan(3);
    // Due its repayment days from today, disbursed today (its UTR entered).
    const [invoice] = await db()
      .update(invoices)
      .set({ paymentDate: addDays(businessDateAt(kit.clock.now()), seeded.repaymentDurationDays) })
      .where(eq(invoices.id, seeded.id))
      .returning();
    const detail = await disburse(invoice!);
    const [own, subvention] = detail.dues;
    kit.travelTo(addDays(businessDateAt(kit.clock.now()), 3));
    // Three days into the anchor's N: the borrower owes the principal alone, the anchor three days' interest.
    const threeDays = interestFor(invoice!.actualPaymentPaise, invoice!.interestRatePercent, 3);
    const receipt = await kit.manualPayment(invoice!.invoiceNumber, own!.principalDuePaise);
    expect(receipt.unappliedPaise).toBe(0);
    const paidOff = await kit.okPayload<InvoiceDetail>(OPS, "GET", `/account/invoices/${invoice!.id}`);
    expect(paidOff.dues[0]).toMatchObject({ status: "COMPLETED", interestDuePaise: 0, outstandingPaise: 0 });
    expect(paidOff.dues[1]).toMatchObject({ status: "PENDING", interestDuePaise: threeDays });

    const cancel = await kit.okPayload<{ id: string }>(
      PAYMENTS,
      "POST",
      "/account/collection/manager/cancel",
      {
        ids: [receipt.id],
        reason: "Cheque returned",
      },
    );
    await kit.approve(cancel);
    const reversed = await kit.okPayload<InvoiceDetail>(OPS, "GET", `/account/invoices/${invoice!.id}`);
    expect(reversed.dues.map((due) => [due.status, due.interestDuePaise])).toEqual([
      ["PENDING", own!.interestDuePaise],
      ["PENDING", subvention!.interestDuePaise],
    ]);
  });
});
