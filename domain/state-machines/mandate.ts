import { MANDATE_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const MANDATE_ACTIONS = [
  "file",
  "complete",
  "fail",
  "reject",
  "represent",
  "refund",
  "cancel",
] as const;
export type MandateAction = (typeof MANDATE_ACTIONS)[number];

/**
 * A debit presented against a registered NACH mandate (the spec's mandate list is about debits: Scheduled,
 * Completed, Refunded). Failed is a bank return for the borrower's reason (funds, stop payment) and may be
 * presented again; Rejected is a mandate or file problem that presenting again cannot fix.
 */
export const MANDATE_MACHINE = defineMachine({
  entity: "Mandate debit",
  statuses: MANDATE_STATUSES,
  initial: ["ScheduledPending"],
  actions: {
    file: "be filed for presentation",
    complete: "be completed",
    fail: "be marked failed",
    reject: "be rejected",
    represent: "be re-presented",
    refund: "be refunded",
    cancel: "be cancelled",
  },
  transitions: {
    ScheduledPending: [
      {
        to: "Scheduled",
        action: "file",
        note: "Included in the presentation file sent to the sponsor bank for debit date T.",
      },
      {
        to: "Rejected",
        action: "reject",
        note: "The sponsor bank refuses it before presentation: no active UMRN, or the amount is above the mandate's maximum.",
      },
      {
        to: "Cancelled",
        action: "cancel",
        note: "Withdrawn before presentation because the dues were paid otherwise or the schedule changed.",
      },
    ],
    Scheduled: [
      {
        to: "Completed",
        action: "complete",
        note: "NPCI's response file reports the debit successful (about T+1).",
      },
      {
        to: "Failed",
        action: "fail",
        note: "Returned by the borrower's bank with a return code (04 insufficient balance, 06 stopped by payer).",
      },
      {
        to: "Rejected",
        action: "reject",
        note: "Returned for a mandate problem (01 account closed, 05 exceeds mandate, 21 invalid or inactive UMRN).",
      },
    ],
    Failed: [
      {
        to: "ScheduledPending",
        action: "represent",
        note: "Queued for re-presentation when the return code is retryable (04); DPD keeps counting from the due date.",
      },
    ],
    Completed: [
      {
        to: "Refunded",
        action: "refund",
        note: "Money goes back to the borrower: a duplicate or excess debit, or a dispute upheld through the bank.",
      },
    ],
    Cancelled: [],
    Rejected: [],
    Refunded: [],
  },
});
