import { MANDATE_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const MANDATE_ACTIONS = ["register", "fail", "reject", "complete", "cancel", "refund"] as const;
export type MandateAction = (typeof MANDATE_ACTIONS)[number];

/**
 * An e-NACH or UPI AutoPay mandate, on the spec's mandate statuses. Debits presented against a registered
 * mandate are the EMI machine's (SCHEDULED, INITIATED, BOUNCED), so these statuses are the mandate's own:
 * ScheduledPending while the borrower authenticates and NPCI registers it (Digio partial → signed, UPI
 * CREATED), Scheduled once it has a UMRN and debits may be scheduled on it (UPI ACTIVE; a PAUSED UPI
 * mandate stays Scheduled with its stage saying so).
 */
export const MANDATE_MACHINE = defineMachine({
  entity: "Mandate",
  statuses: MANDATE_STATUSES,
  initial: ["ScheduledPending"],
  actions: {
    register: "be registered",
    fail: "be marked failed",
    reject: "be rejected",
    complete: "be completed",
    cancel: "be cancelled",
    refund: "be refunded",
  },
  transitions: {
    ScheduledPending: [
      {
        to: "Scheduled",
        action: "register",
        note: "NPCI registers it and assigns the UMRN (Digio register_success; UPI AutoPay ACTIVE).",
      },
      {
        to: "Failed",
        action: "fail",
        note: "The borrower's authentication fails or its link expires (Digio auth_fail; UPI AutoPay FAILURE); a new mandate is needed.",
      },
      {
        to: "Rejected",
        action: "reject",
        note: "The destination bank or NPCI rejects the registration (Digio register_failed): wrong account, signature or limit.",
      },
      {
        to: "Cancelled",
        action: "cancel",
        note: "Withdrawn by staff before it is registered.",
      },
    ],
    Scheduled: [
      {
        to: "Completed",
        action: "complete",
        note: "Its end date has passed (Digio expire; UPI AutoPay EXPIRED); no further debit may be presented.",
      },
      {
        to: "Cancelled",
        action: "cancel",
        note: "Cancelled by staff at the provider, or revoked by the borrower through the bank (UPI AutoPay REVOKED).",
      },
    ],
    Cancelled: [
      {
        to: "Refunded",
        action: "refund",
        note: "A debit that went through after the cancellation is returned to the borrower (no debit after revocation).",
      },
    ],
    Completed: [],
    Failed: [],
    Rejected: [],
    Refunded: [],
  },
});
