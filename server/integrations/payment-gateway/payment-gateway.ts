import type { GatewayPaymentStatus } from "@domain/enums/statuses";

/**
 * The instrument of one payment, as the payment form sends it. The card number, CVV and net-banking password
 * go to the gateway only: nothing here is stored or logged; the gateway answers a masked reference instead.
 */
export type GatewayInstrument =
  | { method: "Enach" }
  | { method: "UPI"; upiId: string }
  | { method: "Debit Card"; cardNumber: string; cvv: string }
  | { method: "Net Banking"; customerId: string; password: string };

export type GatewayCharge = {
  amountPaise: number;
  /** Our reference for the order (the tranche's reference). */
  reference: string;
  instrument: GatewayInstrument;
};

/** The gateway's answer: its order, the payment's status, the bank's reference (RRN) when money moved. */
export type GatewayResult = {
  orderId: string;
  status: GatewayPaymentStatus;
  bankReference: string | null;
  /** What may be kept: `XXXXXXXXXXXX1111`, `ra***@okaxis`, `CU***01`. */
  maskedReference: string;
  failureReason: string | null;
};

/** The gateway's later word on one order: its status now, and the bank's reference once money moved. */
export type GatewayOrderStatus = Pick<GatewayResult, "status" | "bankReference" | "failureReason">;

/**
 * A payment gateway (UPI collect, cards, net banking, e-NACH debits): one charge, answered final or still in
 * flight (Initiated, InProcessing, PendingSettlement, OrderCreated); an order in flight is asked again or
 * cancelled by its order id.
 */
export type PaymentGateway = {
  /** Kept with each payment, so nobody mistakes a sandbox payment for a real one. */
  readonly name: string;
  charge(charge: GatewayCharge): Promise<GatewayResult>;
  status(orderId: string): Promise<GatewayOrderStatus>;
  cancel(orderId: string): Promise<GatewayOrderStatus>;
};
