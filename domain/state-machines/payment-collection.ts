import { PAYMENT_COLLECTION_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const PAYMENT_COLLECTION_ACTIONS = [
  "initiate",
  "process",
  "confirm",
  "complete",
  "fail",
  "expire",
  "retry",
] as const;
export type PaymentCollectionAction = (typeof PAYMENT_COLLECTION_ACTIONS)[number];

/**
 * A request to collect a due amount (payment link, UPI collect, NACH presentation). It is COMPLETED only
 * once reconciled and allocated: PAID means the money is confirmed, not yet matched to the loan.
 */
export const PAYMENT_COLLECTION_MACHINE = defineMachine({
  entity: "Payment collection",
  statuses: PAYMENT_COLLECTION_STATUSES,
  initial: ["PENDING"],
  actions: {
    initiate: "be initiated",
    process: "be marked in process",
    confirm: "be marked paid",
    complete: "be completed",
    fail: "be marked failed",
    expire: "expire",
    retry: "be retried",
  },
  transitions: {
    PENDING: [
      {
        to: "INITIATED",
        action: "initiate",
        note: "The request goes to the payer: payment link, UPI collect request or NACH presentation.",
      },
      {
        to: "EXPIRED",
        action: "expire",
        note: "Its collection date passed before it was sent; a new request is raised for what is still due.",
      },
    ],
    INITIATED: [
      {
        to: "IN_PROCESS",
        action: "process",
        note: "The payer has acted and the bank or gateway is processing the payment.",
      },
      {
        to: "FAILED",
        action: "fail",
        note: "Declined at once by the gateway or returned by the bank with a NACH return code.",
      },
      {
        to: "EXPIRED",
        action: "expire",
        note: "The payer did not act before the link or collect request expired.",
      },
    ],
    IN_PROCESS: [
      {
        to: "PAID",
        action: "confirm",
        note: "The bank or gateway confirms the funds with a UTR.",
      },
      {
        to: "FAILED",
        action: "fail",
        note: "The bank or gateway declines it; nothing was collected.",
      },
    ],
    PAID: [
      {
        to: "COMPLETED",
        action: "complete",
        note: "Matched to the bank statement by UTR and allocated to the loan; the freed limit shows at once.",
      },
    ],
    FAILED: [
      {
        to: "PENDING",
        action: "retry",
        note: "Queued again only for a retryable failure (NACH 04 insufficient balance); DPD keeps counting from the due date.",
      },
    ],
    COMPLETED: [],
    EXPIRED: [],
  },
});
