import { GATEWAY_PAYMENT_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const GATEWAY_PAYMENT_ACTIONS = [
  "attempt",
  "authorise",
  "capture",
  "settle",
  "drop",
  "markNotAttempted",
  "fail",
  "confirmLate",
  "cancel",
  "expire",
] as const;
export type GatewayPaymentAction = (typeof GATEWAY_PAYMENT_ACTIONS)[number];

const CONFIRM_LATE =
  "The bank's confirmation arrives after the gateway gave up (a late UPI callback); money was debited, so it goes on to settlement.";

/**
 * A payment through the gateway's checkout (UPI, card, net banking): an order, one attempt, the bank's
 * answer, then the gateway's settlement to the lender's collection account.
 */
export const GATEWAY_PAYMENT_MACHINE = defineMachine({
  entity: "Gateway payment",
  statuses: GATEWAY_PAYMENT_STATUSES,
  initial: ["OrderCreated"],
  actions: {
    attempt: "be attempted",
    authorise: "be authorised",
    capture: "be captured",
    settle: "be settled",
    drop: "be marked dropped",
    markNotAttempted: "be marked not attempted",
    fail: "be marked failed",
    confirmLate: "be confirmed by a late bank callback",
    cancel: "be cancelled",
    expire: "expire",
  },
  transitions: {
    OrderCreated: [
      {
        to: "Initiated",
        action: "attempt",
        note: "The borrower opens checkout for the order.",
      },
      {
        to: "Cancelled",
        action: "cancel",
        note: "The order is withdrawn before checkout, e.g. the dues were paid another way.",
      },
      {
        to: "Expired",
        action: "expire",
        note: "The order's validity ended before checkout was opened.",
      },
    ],
    Initiated: [
      {
        to: "InProcessing",
        action: "authorise",
        note: "The payer authorised it in the bank page or UPI app; the gateway awaits the bank's result.",
      },
      {
        to: "USER_DROPPED",
        action: "drop",
        note: "The payer left mid-payment (closed the bank page or UPI app); a new order is needed to try again.",
      },
      {
        to: "NOT_ATTEMPTED",
        action: "markNotAttempted",
        note: "Checkout was opened but no payment method was tried before the session closed.",
      },
      {
        to: "Cancelled",
        action: "cancel",
        note: "The payer cancelled on the checkout page.",
      },
    ],
    InProcessing: [
      {
        to: "PendingSettlement",
        action: "capture",
        note: "The bank confirms the debit; the funds sit with the gateway until its settlement cycle (T+1/T+2).",
      },
      {
        to: "FAILED",
        action: "fail",
        note: "The bank declines it (wrong PIN, limit, timeout); nothing was debited.",
      },
    ],
    PendingSettlement: [
      {
        to: "Completed",
        action: "settle",
        note: "The gateway settles to the collection account; the payment is reconciled by UTR and allocated.",
      },
    ],
    USER_DROPPED: [{ to: "PendingSettlement", action: "confirmLate", note: CONFIRM_LATE }],
    FAILED: [{ to: "PendingSettlement", action: "confirmLate", note: CONFIRM_LATE }],
    Completed: [],
    Cancelled: [],
    Expired: [],
    NOT_ATTEMPTED: [],
  },
});
