import { INVOICE_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const INVOICE_ACTIONS = [
  "uploadDocument",
  "verify",
  "reject",
  "approve",
  "enterUtr",
  "settle",
  "cancel",
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

const CANCEL_NOTE =
  "The anchor or operations withdraw it before any money moves; any reserved limit is freed.";

/** The invoice (tranche) lifecycle of issue 5: anchor entry, maker verification, checker approval, payout, settlement. */
export const INVOICE_MACHINE = defineMachine({
  entity: "Invoice",
  statuses: INVOICE_STATUSES,
  initial: ["Initiated", "PreInitiated"],
  actions: {
    uploadDocument: "have its document uploaded",
    verify: "be verified",
    reject: "be rejected",
    approve: "be approved",
    enterUtr: "be marked paid",
    settle: "be settled",
    cancel: "be cancelled",
  },
  transitions: {
    PreInitiated: [
      {
        to: "Initiated",
        action: "uploadDocument",
        note: "The anchor uploads the missing invoice document; only a documented invoice can be checked.",
      },
      { to: "Cancelled", action: "cancel", note: CANCEL_NOTE },
    ],
    Initiated: [
      {
        to: "Verified",
        action: "verify",
        note: "Operations check it against its document, the supplier's KYC and the programme terms (the maker step).",
      },
      {
        to: "Rejected",
        action: "reject",
        note: "Operations refuse it with one of the reject reasons and free text; nothing was disbursed.",
      },
      { to: "Cancelled", action: "cancel", note: CANCEL_NOTE },
    ],
    Verified: [
      {
        to: "Approved",
        action: "approve",
        note: "A payment user other than the verifier (maker-checker) approves it while the programme limit covers the anchor's outstanding plus this amount.",
      },
      {
        to: "Rejected",
        action: "reject",
        note: "The checker refuses it with a reason; 'Credit limit exceeded' when the programme limit no longer covers it.",
      },
      { to: "Cancelled", action: "cancel", note: CANCEL_NOTE },
    ],
    Approved: [
      {
        to: "Paid",
        action: "enterUtr",
        note: "The UTR of the disbursement is recorded; the tranche accrues interest from this actual disbursement date (RBI).",
      },
      {
        to: "Cancelled",
        action: "cancel",
        note: "Withdrawn after approval but before the disbursement UTR; the approved amount returns to the programme limit.",
      },
    ],
    Paid: [
      {
        to: "Completed",
        action: "settle",
        note: "The anchor repays the tranche in full (principal, interest, any penal charge); the limit is freed at once.",
      },
    ],
    Completed: [],
    Cancelled: [],
    Rejected: [],
  },
});
