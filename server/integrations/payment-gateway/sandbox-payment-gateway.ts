import { randomInt, randomUUID } from "node:crypto";
import type { GatewayInstrument, GatewayResult, PaymentGateway } from "./payment-gateway";

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
 * The embedded default: a sandbox shaped like an Indian payment gateway, answering at once. It declines the
 * test card ending 0002 and the UPI id `fail@…`, reports `drop@…` as USER_DROPPED, and completes the rest
 * with a made-up 12-digit RRN. It never keeps the instrument.
 */
export const sandboxPaymentGateway: PaymentGateway = {
  name: "sandbox-payment-gateway",
  async charge({ instrument }): Promise<GatewayResult> {
    const base = {
      orderId: `order_sandbox_${randomUUID().slice(0, 12)}`,
      maskedReference: maskedReferenceOf(instrument),
    };
    if (instrument.method === "Debit Card" && instrument.cardNumber.endsWith("0002"))
      return {
        ...base,
        status: "FAILED",
        bankReference: null,
        failureReason: "Card declined by the issuing bank",
      };
    if (instrument.method === "UPI" && instrument.upiId.toLowerCase().startsWith("fail@"))
      return {
        ...base,
        status: "FAILED",
        bankReference: null,
        failureReason: "UPI collect request declined",
      };
    if (instrument.method === "UPI" && instrument.upiId.toLowerCase().startsWith("drop@"))
      return {
        ...base,
        status: "USER_DROPPED",
        bankReference: null,
        failureReason: "The payer left the checkout",
      };
    const rrn = `${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, "0")}`;
    return { ...base, status: "Completed", bankReference: rrn, failureReason: null };
  },
};
