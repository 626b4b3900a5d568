import { LOAN_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const LOAN_ACTIONS = [
  "startReview",
  "reject",
  "returnForCorrection",
  "sanction",
  "undoSanction",
  "acceptKfs",
  "reissueKfs",
  "signAgreement",
  "disburse",
  "undoDisbursal",
  "close",
  "writeOff",
  "reopen",
  "undoWriteOff",
] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

/**
 * A loan from application to closure, after Fineract's lifecycle (domain.md section 1): the spec's three
 * application statuses, then sanction (Fineract's approval) with a KFS issued, the borrower's acceptance of
 * the KFS within its validity, the e-signed agreement, disbursal, and closure or write-off. Only a rejection
 * is final: as in Fineract, a closed or written-off loan reopens when a reversal leaves money owing.
 * A KFS that lapses unaccepted is replaced by a new version while the loan stays SANCTIONED (a KFS event,
 * not a status change). Until disbursal the terms may still change (a first due date that passed before it):
 * from the accepted KFS or the signed agreement that voids the KFS and the loan goes back to SANCTIONED, so a new
 * KFS is accepted and the agreement signed afresh (the onboarding follows, `lending/onboarding-status.ts`).
 */
export const LOAN_MACHINE = defineMachine({
  entity: "Loan",
  statuses: LOAN_STATUSES,
  initial: ["LOAN_DETAILS_SUBMITTED"],
  actions: {
    startReview: "be taken up for review",
    reject: "be rejected",
    returnForCorrection: "be returned for correction",
    sanction: "be sanctioned",
    undoSanction: "have its sanction undone",
    acceptKfs: "have its KFS accepted",
    reissueKfs: "have its KFS reissued",
    signAgreement: "have its agreement signed",
    disburse: "be disbursed",
    undoDisbursal: "have its disbursal undone",
    close: "be closed",
    writeOff: "be written off",
    reopen: "be reopened",
    undoWriteOff: "have its write-off undone",
  },
  transitions: {
    LOAN_DETAILS_SUBMITTED: [
      {
        to: "UNDER_REVIEW",
        action: "startReview",
        note: "Credit takes up the submitted application: bureau, bank statement and GST checks begin.",
      },
      {
        to: "LOAN_REJECTED",
        action: "reject",
        note: "Refused at intake because the details fail the programme's eligibility rules.",
      },
    ],
    UNDER_REVIEW: [
      {
        to: "SANCTIONED",
        action: "sanction",
        note: "An NBFC user other than the KFS's preparer sanctions it (maker-checker; Fineract 100 → 200) and the KFS is issued.",
      },
      {
        to: "LOAN_REJECTED",
        action: "reject",
        note: "Credit declines it after review (Fineract 100 → 500); final, a new application is needed.",
      },
      {
        to: "LOAN_DETAILS_SUBMITTED",
        action: "returnForCorrection",
        note: "Sent back to the borrower to correct or complete details; resubmission restarts the review.",
      },
    ],
    LOAN_REJECTED: [],
    SANCTIONED: [
      {
        to: "KFS_ACCEPTED",
        action: "acceptKfs",
        note: "The borrower accepts the KFS within its validity (3 working days, 1 under a 7-day tenor); no fee outside it may be charged.",
      },
      {
        to: "UNDER_REVIEW",
        action: "undoSanction",
        note: "The sanction is withdrawn before acceptance (Fineract's undo approval, 200 → 100); the KFS is voided and credit reviews again.",
      },
    ],
    KFS_ACCEPTED: [
      {
        to: "AGREEMENT_SIGNED",
        action: "signAgreement",
        note: "Every signer e-signs the agreement with the accepted KFS as its summary box; the signed PDF and its hash are kept.",
      },
      {
        to: "SANCTIONED",
        action: "reissueKfs",
        note: "A change of terms voids the accepted KFS and issues a new version, which the borrower must accept afresh.",
      },
    ],
    AGREEMENT_SIGNED: [
      {
        to: "ACTIVE",
        action: "disburse",
        note: "The net amount is paid to the borrower's own account (Fineract 200 → 300); interest runs from that date (RBI).",
      },
      {
        to: "SANCTIONED",
        action: "reissueKfs",
        note: "A change before disbursal (a first due date that has passed) voids the KFS and the agreement; a new KFS must be accepted and the agreement signed afresh.",
      },
    ],
    ACTIVE: [
      {
        to: "CLOSED",
        action: "close",
        note: "Every obligation is met: principal, interest and any penal charge repaid (Fineract 300 → 600).",
      },
      {
        to: "WRITTEN_OFF",
        action: "writeOff",
        note: "The outstanding is written off as unrecoverable (Fineract 300 → 601); recoveries are still booked against it.",
      },
      {
        to: "AGREEMENT_SIGNED",
        action: "undoDisbursal",
        note: "A disbursal entered in error or returned by the bank is reversed (Fineract 300 → 200); the signed terms still stand.",
      },
    ],
    CLOSED: [
      {
        to: "ACTIVE",
        action: "reopen",
        note: "A repayment reversal or chargeback leaves money owing again, so the loan reopens (Fineract 600 → 300).",
      },
    ],
    WRITTEN_OFF: [
      {
        to: "ACTIVE",
        action: "undoWriteOff",
        note: "A write-off entered in error is reversed (Fineract 601 → 300); the outstanding is owed and collected again.",
      },
    ],
  },
});
