import { LOAN_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const LOAN_ACTIONS = ["startReview", "reject", "returnForCorrection"] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

/**
 * A loan application before sanction (Fineract's "submitted and pending approval" stage). The spec's list
 * has no approved status: an approved application moves on to the onboarding lifecycle (KFS, e-sign,
 * mandate, fee), so UNDER_REVIEW has no successor here other than rejection or a return for correction.
 */
export const LOAN_MACHINE = defineMachine({
  entity: "Loan",
  statuses: LOAN_STATUSES,
  initial: ["LOAN_DETAILS_SUBMITTED"],
  actions: {
    startReview: "be taken up for review",
    reject: "be rejected",
    returnForCorrection: "be returned for correction",
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
  },
});
