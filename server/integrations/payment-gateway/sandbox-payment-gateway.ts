import { createHash, randomUUID } from "node:crypto";
import type { GatewayPaymentStatus } from "@domain/enums/statuses";
import type { GatewayInstrument, GatewayOrderStatus, GatewayResult, PaymentGateway } from "./payment-gateway";

/** Masks all but the last four characters (a card number, a customer id). */
const lastFour = (value: string) => `${"X".repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;

const maskedReferenceOf = (instrument: GatewayInstrument): string => {
  switch (instrument.method) {
    case "Enach":
      return "e-NACH mandate";
    case "UPI": {
      const [name = "", bank = ""] = instrument.upiId.split("@");
      return `${name.slice(0, 2)}***@${bank}`;
    }
    case "Debit Card":
      return lastFour(instrument.cardNumber);
    case "Net Banking":
      return lastFour(instrument.customerId);
  }
};

/**
 * The sandbox's in-flight test UPI ids: the status at charge time and the final status a later status query
 * answers. The order id carries the outcome, so the sandbox keeps no state and answers the same every time.
 */
const IN_FLIGHT: Record<string, { now: GatewayPaymentStatus; later: GatewayPaymentStatus }> = {
  pending: { now: "InProcessing", later: "Completed" },
  pendingfail: { now: "InProcessing", later: "FAILED" },
  pendingexpire: { now: "Initiated", later: "Expired" },
};
/** A completed order: a status query confirms it Completed, with the same RRN; it can no longer be cancelled. */
const PAID = "paid";
const SANDBOX_ORDER = /^order_sandbox_(paid|pending|pendingfail|pendingexpire)_[0-9a-f-]+$/;
const FAILURE_REASONS: Partial<Record<GatewayPaymentStatus, string>> = {
  FAILED: "UPI collect request declined",
  Expired: "The UPI collect request expired before the payer approved it",
  Cancelled: "Cancelled at the merchant's request",
};

/** The 12-digit RRN of an order: the same for every status query of that order. */
const rrnOf = (orderId: string) => {
  const digits = BigInt(`0x${createHash("sha256").update(orderId).digest("hex").slice(0, 15)}`);
  return `${(digits % 9n) + 1n}${String(digits % 100_000_000_000n).padStart(11, "0")}`;
};

const orderStatus = (orderId: string, cancel: boolean): GatewayOrderStatus => {
  const kind = SANDBOX_ORDER.exec(orderId)?.[1];
  if (!kind) return { status: "NOT_ATTEMPTED", bankReference: null, failureReason: "No such sandbox order" };
  const status = kind === PAID ? "Completed" : cancel ? "Cancelled" : IN_FLIGHT[kind]!.later;
  return {
    status,
    bankReference: status === "Completed" ? rrnOf(orderId) : null,
    failureReason: FAILURE_REASONS[status] ?? null,
  };
};

/**
 * The embedded default: a sandbox shaped like an Indian payment gateway. It declines the test card ending
 * 0002 and the UPI id `fail@…`, reports `drop@…` as USER_DROPPED, and completes the rest at once with a
 * made-up 12-digit RRN, which its status query confirms. The UPI ids `pending@…`, `pendingfail@…` and
 * `pendingexpire@…` stay in flight (InProcessing, InProcessing, Initiated); a status query then answers
 * Completed (with its RRN), FAILED and Expired; any in-flight order can be cancelled. It never keeps the
 * instrument.
 */
export const sandboxPaymentGateway: PaymentGateway = {
  name: "sandbox-payment-gateway",
  async charge({ instrument }): Promise<GatewayResult> {
    const upiName = instrument.method === "UPI" ? instrument.upiId.toLowerCase().split("@")[0]! : "";
    const inFlight = IN_FLIGHT[upiName];
    const declined = (status: GatewayPaymentStatus, failureReason: string): GatewayResult => ({
      orderId: `order_sandbox_${randomUUID().slice(0, 12)}`,
      maskedReference: maskedReferenceOf(instrument),
      status,
      bankReference: null,
      failureReason,
    });
    if (instrument.method === "Debit Card" && instrument.cardNumber.endsWith("0002"))
      return declined("FAILED", "Card declined by the issuing bank");
    if (upiName === "fail") return declined("FAILED", FAILURE_REASONS.FAILED!);
    if (upiName === "drop") return declined("USER_DROPPED", "The payer left the checkout");
    const orderId = `order_sandbox_${inFlight ? upiName : PAID}_${randomUUID().slice(0, 12)}`;
    const maskedReference = maskedReferenceOf(instrument);
    if (inFlight)
      return { orderId, maskedReference, status: inFlight.now, bankReference: null, failureReason: null };
    return {
      orderId,
      maskedReference,
      status: "Completed",
      bankReference: rrnOf(orderId),
      failureReason: null,
    };
  },
  status: async (orderId) => orderStatus(orderId, false),
  cancel: async (orderId) => orderStatus(orderId, true),
};
