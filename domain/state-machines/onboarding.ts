import { ONBOARDING_STATUSES } from "@domain/enums/statuses";
import { defineMachine } from "./machine";

export const ONBOARDING_ACTIONS = [
  "issueKfs",
  "completeEsign",
  "reviseTerms",
  "registerMandate",
  "markFeePaid",
  "markFeeUnpaid",
  "revokeMandate",
  "changeSignedTerms",
] as const;
export type OnboardingAction = (typeof ONBOARDING_ACTIONS)[number];

/**
 * A borrower's way from sanction to a live limit: KFS and agreement e-signed, e-NACH mandate registered,
 * processing fee paid. ACTIVE is not final: a revoked mandate or a reversed fee takes the limit off again.
 */
export const ONBOARDING_MACHINE = defineMachine({
  entity: "Onboarding",
  statuses: ONBOARDING_STATUSES,
  initial: ["NEW_USER"],
  actions: {
    issueKfs: "be sent for e-sign",
    completeEsign: "complete e-sign",
    reviseTerms: "have its terms revised",
    registerMandate: "register a mandate",
    markFeePaid: "have its fee marked paid",
    markFeeUnpaid: "have its fee marked unpaid",
    revokeMandate: "have its mandate revoked",
    changeSignedTerms: "have its signed terms changed",
  },
  transitions: {
    NEW_USER: [
      {
        to: "ESIGN_PENDING",
        action: "issueKfs",
        note: "The sanctioned terms go out as the KFS and loan agreement for e-sign; the KFS binds the lender for its validity (RBI).",
      },
    ],
    ESIGN_PENDING: [
      {
        to: "ENACH_PENDING",
        action: "completeEsign",
        note: "Every signer has signed (Digio doc.signed); the signed PDF and its hash are kept with the KFS version.",
      },
      {
        to: "NEW_USER",
        action: "reviseTerms",
        note: "Terms change or the e-sign request expires before signing; a new KFS must be issued, since no term may differ from it.",
      },
    ],
    ENACH_PENDING: [
      {
        to: "PROCESSING_FEE_PENDING",
        action: "registerMandate",
        note: "NPCI registers the e-mandate and assigns its UMRN (Digio register_success).",
      },
      {
        to: "ESIGN_PENDING",
        action: "changeSignedTerms",
        note: "The signed loan's terms change before disbursal (its first due date passed): the new KFS and agreement are e-signed afresh.",
      },
    ],
    PROCESSING_FEE_PENDING: [
      {
        to: "ACTIVE",
        action: "markFeePaid",
        note: "The processing fee disclosed in the KFS, plus GST, is received; the limit goes live (admin operation markFeePaid).",
      },
      {
        to: "ENACH_PENDING",
        action: "revokeMandate",
        note: "The mandate is cancelled or rejected before the fee is paid; a new mandate is needed before the limit can go live.",
      },
      {
        to: "ESIGN_PENDING",
        action: "changeSignedTerms",
        note: "The signed loan's terms change before disbursal (its first due date passed): the new KFS and agreement are e-signed afresh.",
      },
    ],
    ACTIVE: [
      {
        to: "ENACH_PENDING",
        action: "revokeMandate",
        note: "The borrower cancelled the mandate through the bank (found by mandate reconciliation); a new mandate is needed.",
      },
      {
        to: "PROCESSING_FEE_PENDING",
        action: "markFeeUnpaid",
        note: "The fee marker is reversed because its UTR never credited; the limit is held until it is paid.",
      },
      {
        to: "ESIGN_PENDING",
        action: "changeSignedTerms",
        note: "The signed loan's terms change before disbursal (its first due date passed): the new KFS and agreement are e-signed afresh.",
      },
    ],
  },
});
