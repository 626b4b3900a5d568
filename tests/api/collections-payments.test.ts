import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loans } from "@server/db/schema/loans";
import { businessDateAt } from "@domain/dates/business-date";
import { duplicateUtrMessage } from "@server/modules/collections/receipts/utr";
import { PROPOSER_CANNOT_DECIDE } from "@domain/api/pending-operations";
import { MANUAL_PAYMENT_EXCESS_TOLERANCE_PAISE } from "@domain/schemas/payment-operations";
import { ADMIN, NBFC, OPS } from "./clients-kit";
import { CHECKER, collectionsKit, MAKER, owed, rupees, uniqueUtr } from "./collections-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());
const feePaid = async (loanId: string) =>
  (await kit.database.db.select().from(loans).where(eq(loans.id, loanId)))[0]?.processingFeePaid;

/** An active loan on its first due date: its first EMI payable, the later ones not yet. */
async function loanWithEmis() {
  const loan = await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
  const emis = await kit.emisOf(loan.id);
  kit.travelTo(emis[0]!.dueDate);
  return { loan, emis };
}

describe("a manual payment, maker-checker", () => {
  it("waits for another staff user, who sees the same preview, then pays the EMI in full (COMPLETED)", async () => {
    const { loan, emis } = await loanWithEmis();
    const first = emis[0]!;
    const utr = uniqueUtr();
    const operation = await kit.propose("add", {
      paymentInvoiceId: loan.loanNumber,
      paymentAmount: rupees(owed(first)),
      utrNumber: utr,
      paymentDate: today(),
    });
    expect(operation).toMatchObject({
      kind: "MANUAL_PAYMENT",
      state: "PENDING",
      canDecide: false,
      receiptIds: [],
    });
    expect(operation.preview).toMatchObject({ totalPaise: owed(first), unappliedPaise: 0, utr });
    expect(operation.preview.lines).toEqual([
      expect.objectContaining({ reference: loan.loanNumber, amountPaise: owed(first) }),
    ]);
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("PENDING");

    const refused = await kit.fails(
      403,
      MAKER,
      "POST",
      `/account/pending-operations/${operation.id}/approve`,
    );
    expect(refused.message).toBe(PROPOSER_CANNOT_DECIDE);
    await kit.fails(403, OPS, "POST", `/account/pending-operations/${operation.id}/approve`);
    const seen = await kit.okPayload<typeof operation>(
      CHECKER,
      "GET",
      `/account/pending-operations/${operation.id}`,
    );
    expect(seen.preview).toEqual(operation.preview);
    expect(seen.canDecide).toBe(true);

    const approved = await kit.approve(operation);
    expect(approved.state).toBe("APPROVED");
    const receipt = await kit.readCollection(approved.receiptIds[0]!);
    expect(receipt).toMatchObject({
      channel: "MANUAL_PAYMENT",
      status: "COMPLETED",
      amountPaise: owed(first),
      unappliedPaise: 0,
      utr,
    });
    expect(receipt.receiptNumber).toMatch(/^RC-\d{6}$/);
    expect(receipt.allocations.map((line) => line.component).sort()).toEqual(["INTEREST", "PRINCIPAL"]);
    const [paid] = await kit.emisOf(loan.id);
    expect(paid).toMatchObject({ status: "COMPLETED", outstandingPaise: 0, paidOn: today() });
    await kit.fails(409, ADMIN, "POST", `/account/pending-operations/${operation.id}/approve`);
  });

  it("refuses a UTR already recorded, whatever its case or spacing, naming the receipt", async () => {
    const { loan, emis } = await loanWithEmis();
    const utr = `SBIN${"N"}25001123456`;
    const receipt = await kit.manualPayment(loan.id, 10_000, utr.toLowerCase());
    expect(receipt.utr).toBe(utr);
    const again = await kit.fails(409, MAKER, "POST", "/account/collect/payment/add", {
      paymentInvoiceId: loan.id,
      paymentAmount: rupees(owed(emis[1]!)),
      utrNumber: `  ${utr.toLowerCase()}  `,
      paymentDate: today(),
    });
    expect(again.message).toBe(duplicateUtrMessage(receipt.receiptNumber));
    const lookup = await kit.okPayload<{ found: boolean; collection: { id: string } | null }>(
      CHECKER,
      "GET",
      `/account/collect/payment/utrNumber?utr=${encodeURIComponent(` ${utr.toLowerCase()} `)}`,
    );
    expect(lookup).toMatchObject({ found: true, collection: { id: receipt.id } });
  });

  it("frees a reversed receipt's UTR to be posted again; the new receipt holds it, in any spelling", async () => {
    const { loan, emis } = await loanWithEmis();
    const utr = uniqueUtr();
    const first = await kit.manualPayment(loan.id, 10_000, utr);
    const cancel = await kit.okPayload<{ id: string }>(MAKER, "POST", "/account/collection/manager/cancel", {
      ids: [first.id],
      reason: "Posted to the wrong loan",
    });
    expect((await kit.approve(cancel)).receiptIds).toHaveLength(1);
    const lookup = (spelling: string) =>
      kit.okPayload<{ found: boolean; collection: { id: string } | null }>(
        CHECKER,
        "GET",
        `/account/collect/payment/utrNumber?utr=${encodeURIComponent(spelling)}`,
      );
    expect(await lookup(utr)).toEqual({ found: false, collection: null });

    const again = await kit.manualPayment(loan.id, 10_000, utr);
    expect(again).toMatchObject({ utr, status: "COMPLETED", reversedById: null });
    expect(await lookup(` ${utr} `)).toMatchObject({ found: true, collection: { id: again.id } });
    const third = await kit.fails(409, MAKER, "POST", "/account/collect/payment/add", {
      paymentInvoiceId: loan.id,
      paymentAmount: rupees(owed(emis[1]!)),
      utrNumber: ` ${utr} `,
      paymentDate: today(),
    });
    expect(third.message).toBe(duplicateUtrMessage(again.receiptNumber));
  });

  it("refuses a second proposal with a UTR already waiting for approval", async () => {
    const { loan } = await loanWithEmis();
    const utr = uniqueUtr();
    const body = { paymentInvoiceId: loan.id, paymentAmount: "100", utrNumber: utr, paymentDate: today() };
    await kit.propose("add", body);
    const second = await kit.fails(409, MAKER, "POST", "/account/collect/payment/add", body);
    expect(second.message).toBe("This UTR is already waiting for approval in another operation");
  });

  it("leaves a part payment PARTIAL_PAID, and never takes interest not yet due: the excess stays unapplied", async () => {
    const { loan, emis } = await loanWithEmis();
    await kit.manualPayment(loan.id, 1_000);
    expect((await kit.emisOf(loan.id))[0]).toMatchObject({
      status: "PARTIAL_PAID",
      outstandingPaise: owed(emis[0]!) - 1_000,
    });
    // On the first due date the second instalment is not payable: what exceeds the first stays unapplied.
    const excess = await kit.manualPayment(loan.id, owed(emis[0]!) - 1_000 + 500_00);
    expect(excess.unappliedPaise).toBe(500_00);
    const after = await kit.emisOf(loan.id);
    expect(after[0]!.status).toBe("COMPLETED");
    expect(after.slice(1).map((emi) => [emi.status, emi.outstandingPaise])).toEqual(
      emis.slice(1).map((emi) => ["PENDING", owed(emi)]),
    );
  });

  it("refuses a manual payment that would leave more than ₹1,000 unapplied: nothing waits for approval", async () => {
    const { loan, emis } = await loanWithEmis();
    // On the first due date the loan is paid off by the first instalment and the principal still to come:
    // the current period has run no day, so no interest of it is owed.
    const everything = owed(emis[0]!) + emis.slice(1).reduce((sum, emi) => sum + emi.principalDuePaise, 0);
    const propose = (paise: number) =>
      kit.call(MAKER, "POST", "/account/collect/payment/add", {
        paymentInvoiceId: loan.id,
        paymentAmount: rupees(paise),
        utrNumber: uniqueUtr(),
        paymentDate: today(),
      });
    const huge = await propose(everything + 1_00_00_000_00); // a crore too much
    expect(huge.statusCode, huge.body).toBe(400);
    const [error] = huge.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(error?.field).toBe("paymentAmount");
    expect(error?.message).toMatch(
      /^Payment Amount is ₹[\d,.]+ more than this tranche owes \(₹[\d,.]+\); at most ₹1,000 may be left unapplied\. Enter what was received for this tranche$/,
    );
    expect((await propose(everything + MANUAL_PAYMENT_EXCESS_TOLERANCE_PAISE + 1)).statusCode).toBe(400);
    const atTheBound = await propose(everything + MANUAL_PAYMENT_EXCESS_TOLERANCE_PAISE);
    expect(atTheBound.statusCode, atTheBound.body).toBe(200);
  });

  it("answers the spec's messages and refuses a future date", async () => {
    const empty = await kit.fails(400, MAKER, "POST", "/account/collect/payment/add", {});
    expect(empty.errors).toEqual(
      expect.arrayContaining([
        { field: "paymentAmount", message: "Payment Amount is required" },
        { field: "utrNumber", message: "UTR number is required" },
        { field: "paymentDate", message: "Payment Date is required" },
      ]),
    );
    const noTranche = await kit.fails(400, MAKER, "POST", "/account/collect/payment/add", {
      paymentAmount: "10",
      utrNumber: uniqueUtr(),
      paymentDate: today(),
    });
    expect(noTranche.errors?.[0]?.field).toBe("paymentInvoiceId");
    const { loan } = await loanWithEmis();
    const future = await kit.fails(400, MAKER, "POST", "/account/collect/payment/add", {
      paymentInvoiceId: loan.id,
      paymentAmount: "10",
      utrNumber: uniqueUtr(),
      paymentDate: "2999-01-01",
    });
    expect(future.errors).toEqual([{ field: "paymentDate", message: "Payment Date cannot be after today" }]);
  });

  it("is refused to non-money users and NBFC staff", async () => {
    await kit.fails(403, OPS, "POST", "/account/collect/payment/add", {});
    await kit.fails(403, NBFC, "POST", "/account/collect/payment/add", {});
    await kit.fails(403, NBFC, "GET", "/account/pending-operations");
  });

  it("is rejected with a reason and nothing moves", async () => {
    const { loan } = await loanWithEmis();
    const operation = await kit.propose("add", {
      paymentInvoiceId: loan.id,
      paymentAmount: "100",
      utrNumber: uniqueUtr(),
      paymentDate: today(),
    });
    const noReason = await kit.fails(
      400,
      CHECKER,
      "POST",
      `/account/pending-operations/${operation.id}/reject`,
      {},
    );
    expect(noReason.errors?.[0]?.message).toBe("Reason is required");
    const rejected = await kit.okPayload<typeof operation>(
      CHECKER,
      "POST",
      `/account/pending-operations/${operation.id}/reject`,
      { reason: "Wrong loan" },
    );
    expect(rejected).toMatchObject({ state: "REJECTED", reason: "Wrong loan", receiptIds: [] });
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("PENDING");
  });
});

describe("reversal and replay", () => {
  it("cancelling an earlier receipt reverses it and replays the later one over the dues as they stand", async () => {
    const { loan, emis } = await loanWithEmis();
    const first = await kit.manualPayment(loan.id, owed(emis[0]!));
    kit.travelTo(emis[1]!.dueDate);
    const second = await kit.manualPayment(loan.id, owed(emis[1]!));
    expect(second.allocations.every((line) => line.installmentNumber === 2)).toBe(true);
    const operation = await kit.okPayload<{ id: string; preview: { lines: unknown[] } }>(
      MAKER,
      "POST",
      "/account/collection/manager/cancel",
      {
        ids: [first.id],
        reason: "Cheque returned",
      },
    );
    expect(operation.preview.lines).toHaveLength(1);
    const approved = await kit.approve(operation);
    expect(approved.results).toEqual([expect.objectContaining({ id: first.id, ok: true })]);
    const reversal = await kit.readCollection(approved.receiptIds[0]!);
    expect(reversal).toMatchObject({
      channel: "REVERSAL",
      amountPaise: -first.amountPaise,
      reversesId: first.id,
    });
    expect(reversal.allocations.every((line) => line.amountPaise < 0)).toBe(true);
    const [one, two] = await kit.emisOf(loan.id);
    expect(one).toMatchObject({ status: "COMPLETED", outstandingPaise: 0 });
    expect(two).toMatchObject({ status: "PENDING", outstandingPaise: owed(emis[1]!) });
    const replayed = await kit.readCollection(second.id);
    expect(replayed.reversedById).toBeNull();
    const net = new Map<number, number>();
    for (const line of replayed.allocations)
      net.set(line.installmentNumber, (net.get(line.installmentNumber) ?? 0) + line.amountPaise);
    expect(net.get(1)).toBe(owed(emis[0]!));
    expect(net.get(2) ?? 0).toBe(0);
    expect((await kit.readCollection(first.id)).reversedById).toBe(reversal.id);
    const again = await kit.okPayload<{ id: string }>(MAKER, "POST", "/account/collection/manager/cancel", {
      ids: [first.id],
    });
    const refused = await kit.approve(again);
    expect(refused.results).toEqual([
      expect.objectContaining({ ok: false, message: `Receipt ${first.receiptNumber} is already reversed` }),
    ]);
  });
});

describe("collections, settlement, processing fee and the gateway", () => {
  it("posts a user collection and a settlement over the borrower's dues", async () => {
    await loanWithEmis();
    const collection = await kit.approve(
      await kit.propose("collections", {
        userId: MERCHANT_ID,
        amount: "50",
        utr: uniqueUtr(),
        collectionDate: today(),
        cmWise: true,
      }),
    );
    const receipt = await kit.readCollection(collection.receiptIds[0]!);
    expect(receipt).toMatchObject({
      channel: "USER_COLLECTION",
      status: "PAID",
      borrowerUserId: MERCHANT_ID,
      amountPaise: 5_000,
    });
    expect(receipt.details).toMatchObject({ cmWise: true });
    const settlement = await kit.approve(
      await kit.propose("settlement", {
        userId: MERCHANT_ID,
        amount: "25",
        utr: uniqueUtr(),
        settleDate: today(),
      }),
    );
    expect(await kit.readCollection(settlement.receiptIds[0]!)).toMatchObject({
      channel: "SETTLEMENT",
      status: "COMPLETED",
    });
    const messages = await kit.fails(400, MAKER, "POST", "/account/collect/payment/settlement", {});
    expect(messages.errors).toEqual(
      expect.arrayContaining([
        { field: "userId", message: "User is required" },
        { field: "settleDate", message: "Settlement Date is required" },
      ]),
    );
    const nothing = await kit.fails(409, MAKER, "POST", "/account/collect/payment/collections", {
      userId: "00000000-0000-4000-8000-000000000000",
      amount: "50",
      utr: uniqueUtr(),
      collectionDate: today(),
    });
    expect(nothing.message).toBe("There is nothing due to collect for this borrower, loan or invoice");
  });

  it("posts a bulk collection over an anchor's network, penal waived", async () => {
    const { loan } = await loanWithEmis();
    const operation = await kit.propose("bulk", {
      bulkId: loan.anchorId,
      amount: "75",
      utr: uniqueUtr(),
      collectionDate: today(),
      waivedOffPenal: true,
      applyOverDueInterest: false,
    });
    expect(operation.preview.summary).toContain("penal waived");
    const receipt = await kit.readCollection((await kit.approve(operation)).receiptIds[0]!);
    expect(receipt).toMatchObject({ channel: "BULK_COLLECTION", bulkId: loan.anchorId, status: "PAID" });
    expect(receipt.allocations.some((line) => line.component === "PENAL")).toBe(false);
    const unknown = await kit.fails(400, MAKER, "POST", "/account/collect/payment/bulk", {
      bulkId: "nobody",
      amount: "75",
      utr: uniqueUtr(),
      collectionDate: today(),
    });
    expect(unknown.errors).toEqual([{ field: "bulkId", message: "No anchor has this Bulk Id" }]);
  });

  it("marks the processing fee paid with its UTR, and unpaid again by reversal", async () => {
    const { loan: active } = await loanWithEmis();
    const loan = await kit.read(OPS, active.id);
    const requiredUtr = await kit.fails(400, MAKER, "POST", "/account/collect/payment/processing-fee", {
      loanId: loan.id,
      version: loan.version,
      markFeeStatus: "paid",
    });
    expect(requiredUtr.errors).toEqual(
      expect.arrayContaining([
        { field: "amount", message: "Amount is required" },
        { field: "utrNumber", message: "UTR number is required" },
      ]),
    );
    const paid = await kit.approve(
      await kit.propose("processing-fee", {
        loanId: loan.id,
        version: loan.version,
        markFeeStatus: "paid",
        amount: "2000",
        utrNumber: uniqueUtr(),
      }),
    );
    expect(await kit.readCollection(paid.receiptIds[0]!)).toMatchObject({
      channel: "PROCESSING_FEE",
      amountPaise: 200_000,
    });
    const after = await kit.read(OPS, loan.id);
    expect(await feePaid(loan.id)).toBe(true);
    const twice = await kit.fails(409, MAKER, "POST", "/account/collect/payment/processing-fee", {
      loanId: loan.id,
      version: after.version,
      markFeeStatus: "paid",
      amount: "2000",
      utrNumber: uniqueUtr(),
    });
    expect(twice.message).toBe("The processing fee is already marked paid");
    const unpaid = await kit.approve(
      await kit.propose("processing-fee", {
        loanId: loan.id,
        version: after.version,
        markFeeStatus: "unpaid",
      }),
    );
    expect(await kit.readCollection(unpaid.receiptIds[0]!)).toMatchObject({
      channel: "REVERSAL",
      amountPaise: -200_000,
    });
    expect(await feePaid(loan.id)).toBe(false);
  });

  it("takes the payment form through the sandbox gateway, keeping only a masked card", async () => {
    const { loan, emis } = await loanWithEmis();
    const base = {
      amt: rupees(owed(emis[0]!)),
      reference: "REPAYMENT",
      reference_id: "REF-1",
      collection_date: today(),
      invoice_id: loan.id,
    };
    const missing = await kit.fails(400, MAKER, "POST", "/account/collect/payment/pg", {
      payment: "Debit Card",
      ...base,
    });
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        { field: "card_no", message: "Card Number is required" },
        { field: "cvv", message: "Cvv is required" },
      ]),
    );
    const noType = await kit.fails(400, MAKER, "POST", "/account/collect/payment/pg", {});
    expect(noType.errors?.[0]?.message).toBe("Payment Type is required");
    const paid = await kit.okPayload<{
      status: string;
      utr: string;
      details: Record<string, unknown>;
      id: string;
      version: number;
    }>(MAKER, "POST", "/account/collect/payment/pg", {
      payment: "Debit Card",
      ...base,
      card_no: "4111111111111111",
      cvv: "123",
    });
    // The gateway answered Completed, but the staff request that started it does not vouch for money: it
    // waits, unallocated, until the gateway's own status query confirms it.
    expect(paid).toMatchObject({
      status: "IN_PROCESS",
      utr: null,
      details: { gatewayStatus: "Completed", maskedReference: "XXXXXXXXXXXX1111" },
    });
    expect(JSON.stringify(paid)).not.toContain("4111111111111111");
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("PENDING");
    const confirmed = await kit.okPayload<{ status: string; utr: string; version: number }>(
      MAKER,
      "POST",
      "/account/collect/payment/refresh",
      { id: paid.id, version: paid.version },
    );
    expect(confirmed.status).toBe("PAID");
    expect(confirmed.utr).toMatch(/^\d{12}$/);
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("COMPLETED");
    const declined = await kit.okPayload<{ status: string; details: Record<string, unknown> }>(
      MAKER,
      "POST",
      "/account/collect/payment/pg",
      {
        payment: "UPI",
        ...base,
        UPIIdNumber: "fail@okaxis",
      },
    );
    expect(declined).toMatchObject({ status: "FAILED", details: { gatewayStatus: "FAILED" } });
  });
});
