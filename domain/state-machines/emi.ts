import { EMI_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const EMI_ACTIONS = [
  "markReady",
  "schedule",
  "unschedule",
  "present",
  "debitSuccess",
  "bounce",
  "fail",
  "reschedule",
  "pay",
  "payPartial",
  "reversePayment",
  "pause",
  "resume",
  "cancel",
] as const;
export type EmiAction = (typeof EMI_ACTIONS)[number];

const PAY =
  "Paid in full outside NACH (UTR, gateway or manual payment) and allocated interest first, then principal.";
const PAY_PARTIAL =
  "A part payment is allocated; the rest stays due and keeps ageing from the original due date.";
const PAUSE =
  "The collection manager holds debits (dispute, restructuring request); DPD still counts from the due date.";
const CANCEL =
  "The instalment is void: loan foreclosed, invoice cancelled, or schedule regenerated after a restructure.";

/**
 * One instalment collected by e-NACH: scheduled into a presentation file, presented to NPCI on date T,
 * then debited, bounced (a bank return code) or failed (rejected before reaching the borrower's bank).
 * Corrections follow reversal and replay: a reversal reopens the instalment as PENDING and the remaining
 * payments are re-applied through the ordinary transitions.
 */
export const EMI_MACHINE = defineMachine({
  entity: "EMI",
  statuses: EMI_STATUSES,
  initial: ["PENDING"],
  actions: {
    markReady: "be marked ready for scheduling",
    schedule: "be scheduled",
    unschedule: "be taken off the presentation file",
    present: "be presented",
    debitSuccess: "be marked debited",
    bounce: "be marked bounced",
    fail: "be marked failed",
    reschedule: "be rescheduled",
    pay: "be paid in full",
    payPartial: "be part-paid",
    reversePayment: "have a payment reversed",
    pause: "be paused",
    resume: "be resumed",
    cancel: "be cancelled",
  },
  transitions: {
    PENDING: [
      {
        to: "READY_FOR_SCHEDULED",
        action: "markReady",
        note: "The due date is inside the presentation window and the mandate has a UMRN, so it can be scheduled.",
      },
      { to: "COMPLETED", action: "pay", note: PAY },
      { to: "PARTIAL_PAID", action: "payPartial", note: PAY_PARTIAL },
      { to: "PAUSED", action: "pause", note: PAUSE },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    READY_FOR_SCHEDULED: [
      {
        to: "SCHEDULED",
        action: "schedule",
        note: "Put in the sponsor bank's presentation file for date T (admin operation scheduleEnach).",
      },
      { to: "COMPLETED", action: "pay", note: PAY },
      { to: "PARTIAL_PAID", action: "payPartial", note: PAY_PARTIAL },
      { to: "PAUSED", action: "pause", note: PAUSE },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    SCHEDULED: [
      {
        to: "INITIATED",
        action: "present",
        note: "The file goes to NPCI on T; the debit is in flight and can no longer be withdrawn or paid otherwise.",
      },
      {
        to: "READY_FOR_SCHEDULED",
        action: "unschedule",
        note: "Taken off the file before presentation, e.g. the borrower pays by UTR instead, so it is not debited twice.",
      },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    INITIATED: [
      {
        to: "COMPLETED",
        action: "debitSuccess",
        note: "The destination bank confirms the debit (about T+1); allocated interest first, then principal.",
      },
      {
        to: "PARTIAL_PAID",
        action: "payPartial",
        note: "The bank confirms a debit of less than the instalment still owes (a part-amount e-NACH schedule, or a bounce charge raised since); the rest stays due.",
      },
      {
        to: "BOUNCED",
        action: "bounce",
        note: "Returned by the borrower's bank with a return code (04 insufficient balance, 06 stopped by payer …); a bounce charge may apply.",
      },
      {
        to: "FAILED",
        action: "fail",
        note: "Rejected before reaching the borrower's bank (file or sponsor-bank error); no bounce charge, the borrower did nothing wrong.",
      },
    ],
    BOUNCED: [
      {
        to: "RESCHEDULED",
        action: "reschedule",
        note: "Re-presentation on a new date, only for a retryable return code (04); DPD still counts from the original due date.",
      },
      { to: "COMPLETED", action: "pay", note: PAY },
      { to: "PARTIAL_PAID", action: "payPartial", note: PAY_PARTIAL },
      { to: "PAUSED", action: "pause", note: PAUSE },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    FAILED: [
      {
        to: "RESCHEDULED",
        action: "reschedule",
        note: "Presented again once the technical error is fixed.",
      },
      { to: "COMPLETED", action: "pay", note: PAY },
      { to: "PARTIAL_PAID", action: "payPartial", note: PAY_PARTIAL },
      { to: "PAUSED", action: "pause", note: PAUSE },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    RESCHEDULED: [
      {
        to: "SCHEDULED",
        action: "schedule",
        note: "The re-presentation is filed for its new date.",
      },
      { to: "COMPLETED", action: "pay", note: PAY },
      { to: "PARTIAL_PAID", action: "payPartial", note: PAY_PARTIAL },
      { to: "PAUSED", action: "pause", note: PAUSE },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    PARTIAL_PAID: [
      {
        to: "SCHEDULED",
        action: "schedule",
        note: "The unpaid balance is filed as a NACH debit.",
      },
      {
        to: "COMPLETED",
        action: "pay",
        note: "The balance is paid outside NACH; the instalment is settled.",
      },
      {
        to: "PENDING",
        action: "reversePayment",
        note: "A part payment is reversed (wrong UTR, returned cheque); the instalment reopens and the remaining payments are replayed.",
      },
      { to: "PAUSED", action: "pause", note: PAUSE },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    PAUSED: [
      {
        to: "PENDING",
        action: "resume",
        note: "Collection resumes; the instalment re-enters the scheduling cycle.",
      },
      { to: "COMPLETED", action: "pay", note: PAY },
      { to: "PARTIAL_PAID", action: "payPartial", note: PAY_PARTIAL },
      { to: "CANCELLED", action: "cancel", note: CANCEL },
    ],
    COMPLETED: [
      {
        to: "PENDING",
        action: "reversePayment",
        note: "A payment is reversed (wrong UTR, returned cheque); like a reversal on a closed Fineract loan it reopens, and the rest is replayed.",
      },
    ],
    CANCELLED: [],
  },
});
