import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type CollectionDetail, gatewayPaymentFinal, NOT_A_GATEWAY_PAYMENT } from "@domain/api/collections";
import { businessDateAt } from "@domain/dates/business-date";
import { auditLog } from "@server/db/schema/index";
import { STALE_COLLECTION_MESSAGE } from "@server/modules/collections/collection-manager/collection-transition";
import { NBFC } from "./clients-kit";
import { collectionsKit, MAKER, owed, rupees } from "./collections-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());

/** A UPI payment of the first EMI through the sandbox gateway by `upiId`: the collection it recorded. */
async function upiPayment(upiId: string, extra: object = {}) {
  const loan = await kit.payableLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
  const [first] = await kit.emisOf(loan.id);
  const collection = await kit.okPayload<CollectionDetail>(MAKER, "POST", "/account/collect/payment/pg", {
    payment: "UPI",
    amt: rupees(owed(first!)),
    reference: "REPAYMENT",
    reference_id: "REF-UPI",
    collection_date: today(),
    invoice_id: loan.loanNumber,
    UPIIdNumber: upiId,
    ...extra,
  });
  return { loan, first: first!, collection };
}

const followUp = (action: "refresh" | "cancel", collection: Pick<CollectionDetail, "id" | "version">) =>
  kit.call(MAKER, "POST", `/account/collect/payment/${action}`, {
    id: collection.id,
    version: collection.version,
  });
const followedUp = async (
  action: "refresh" | "cancel",
  collection: Pick<CollectionDetail, "id" | "version">,
) => {
  const response = await followUp(action, collection);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payload: CollectionDetail }>().payload;
};

describe("a gateway payment in flight", () => {
  it("is kept IN_PROCESS with no allocation, and a refresh that answers Completed posts it once", async () => {
    const { loan, collection } = await upiPayment("pending@okaxis");
    expect(collection).toMatchObject({
      status: "IN_PROCESS",
      utr: null,
      allocations: [],
      details: { gatewayStatus: "InProcessing", maskedReference: "pe***@okaxis" },
    });
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("PENDING");

    const [one, two] = await Promise.all([followUp("refresh", collection), followUp("refresh", collection)]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = (one.statusCode === 200 ? one : two).json<{ payload: CollectionDetail }>().payload;
    expect(winner).toMatchObject({
      status: "PAID",
      details: { gatewayStatus: "Completed", failureReason: null },
    });
    expect(winner.utr).toMatch(/^[1-9]\d{11}$/);
    expect(winner.allocations.map((line) => line.component).sort()).toEqual(["INTEREST", "PRINCIPAL"]);
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("COMPLETED");

    const again = await kit.fails(409, MAKER, "POST", "/account/collect/payment/refresh", {
      id: winner.id,
      version: winner.version,
    });
    expect(again.message).toBe(gatewayPaymentFinal(winner.receiptNumber, "PAID"));
    expect((await kit.readCollection(winner.id)).allocations).toHaveLength(winner.allocations.length);
    const audit = await kit.database.db.select().from(auditLog).where(eq(auditLog.entityId, winner.id));
    expect(audit.filter((row) => row.action === "receipt.posted")).toHaveLength(2);
  });

  it("turns FAILED or EXPIRED with no allocation when the gateway says so on refresh", async () => {
    const failing = await upiPayment("pendingfail@okaxis");
    expect(failing.collection.status).toBe("IN_PROCESS");
    expect(await followedUp("refresh", failing.collection)).toMatchObject({
      status: "FAILED",
      utr: null,
      allocations: [],
      details: { gatewayStatus: "FAILED", failureReason: "UPI collect request declined" },
    });
    expect((await kit.emisOf(failing.loan.id))[0]!.status).toBe("PENDING");

    const expiring = await upiPayment("pendingexpire@okaxis");
    expect(expiring.collection).toMatchObject({
      status: "INITIATED",
      details: { gatewayStatus: "Initiated" },
    });
    expect(await followedUp("refresh", expiring.collection)).toMatchObject({
      status: "EXPIRED",
      allocations: [],
      details: { gatewayStatus: "Expired" },
    });
  });

  it("is cancelled at the gateway (FAILED, Cancelled); a final, stale, unknown or manual one is refused", async () => {
    const { loan, collection } = await upiPayment("pending@okaxis");
    const stale = await kit.fails(409, MAKER, "POST", "/account/collect/payment/cancel", {
      id: collection.id,
      version: collection.version + 1,
    });
    expect(stale.message).toBe(STALE_COLLECTION_MESSAGE);
    await kit.fails(403, NBFC, "POST", "/account/collect/payment/cancel", {
      id: collection.id,
      version: collection.version,
    });
    const cancelled = await followedUp("cancel", collection);
    expect(cancelled).toMatchObject({
      status: "FAILED",
      allocations: [],
      details: { gatewayStatus: "Cancelled", failureReason: "Cancelled at the merchant's request" },
    });
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("PENDING");
    const twice = await kit.fails(409, MAKER, "POST", "/account/collect/payment/cancel", {
      id: cancelled.id,
      version: cancelled.version,
    });
    expect(twice.message).toBe(gatewayPaymentFinal(cancelled.receiptNumber, "FAILED"));
    const refresh = await kit.fails(409, MAKER, "POST", "/account/collect/payment/refresh", {
      id: cancelled.id,
      version: cancelled.version,
    });
    expect(refresh.message).toBe(twice.message);

    const unknown = await kit.fails(404, MAKER, "POST", "/account/collect/payment/cancel", {
      id: randomUUID(),
      version: 1,
    });
    expect(unknown.message).toBe("Collection not found");
    const manual = await kit.manualPayment(loan.id, 10_000);
    const notGateway = await kit.fails(409, MAKER, "POST", "/account/collect/payment/refresh", {
      id: manual.id,
      version: manual.version,
    });
    expect(notGateway.message).toBe(NOT_A_GATEWAY_PAYMENT);
    const bad = await kit.fails(400, MAKER, "POST", "/account/collect/payment/refresh", { id: "x" });
    expect(bad.errors).toEqual(expect.arrayContaining([{ field: "id", message: "Collection not found" }]));
  });
});

describe("the payment form's UPI app", () => {
  it("asks only the PhonePe UPI id for PhonePe, with the spec's message, and pays through it", async () => {
    const loan = await kit.payableLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const [first] = await kit.emisOf(loan.id);
    const base = {
      payment: "UPI",
      amt: rupees(owed(first!)),
      reference: "REPAYMENT",
      reference_id: "REF-PP",
      collection_date: today(),
      invoice_id: loan.id,
    };
    const missing = await kit.fails(400, MAKER, "POST", "/account/collect/payment/pg", {
      ...base,
      upi_app: "PHONEPE",
    });
    expect(missing.errors).toEqual([{ field: "phonepe_upi", message: "UPI Id is required" }]);
    const anyApp = await kit.fails(400, MAKER, "POST", "/account/collect/payment/pg", base);
    expect(anyApp.errors).toEqual([{ field: "UPIIdNumber", message: "UPI Id is required" }]);
    const badApp = await kit.fails(400, MAKER, "POST", "/account/collect/payment/pg", {
      ...base,
      upi_app: "GPAY",
      UPIIdNumber: "ravi@okaxis",
    });
    expect(badApp.errors).toEqual([{ field: "upi_app", message: "UPI app must be Any UPI app or PhonePe" }]);
    const paid = await kit.okPayload<CollectionDetail>(MAKER, "POST", "/account/collect/payment/pg", {
      ...base,
      upi_app: "PHONEPE",
      phonepe_upi: "9876543210@ybl",
    });
    expect(paid).toMatchObject({
      status: "IN_PROCESS",
      details: { upiApp: "PHONEPE", gatewayStatus: "Completed", maskedReference: "98***@ybl" },
    });
    expect(await followedUp("refresh", paid)).toMatchObject({ status: "PAID" });
  });
});
