import { LEAD_STAGES } from "@domain/enums/leads";
import { defineMachine } from "./machine";

export const LEAD_ACTIONS = ["contact", "requestDocuments", "qualify", "convert", "drop", "reopen"] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

const dropNote =
  "The prospect is not interested, not eligible or unreachable; the reason is kept in the history.";

/**
 * A prospective borrower's way through the back office's funnel: contacted, asked for documents, qualified by
 * credit, converted once signed up. A dropped lead can be reopened; a converted one is a customer now.
 */
export const LEAD_MACHINE = defineMachine({
  entity: "Lead",
  statuses: LEAD_STAGES,
  initial: ["NEW"],
  actions: {
    contact: "be marked contacted",
    requestDocuments: "be asked for documents",
    qualify: "be qualified",
    convert: "be converted",
    drop: "be dropped",
    reopen: "be reopened",
  },
  transitions: {
    NEW: [
      {
        to: "CONTACTED",
        action: "contact",
        note: "Sales or the anchor's relationship manager spoke to the prospect and explained the programme.",
      },
      { to: "DROPPED", action: "drop", note: dropNote },
    ],
    CONTACTED: [
      {
        to: "DOCUMENTS_PENDING",
        action: "requestDocuments",
        note: "The prospect is interested; KYC (PAN, GSTIN), bank statements and GST returns are requested.",
      },
      { to: "DROPPED", action: "drop", note: dropNote },
    ],
    DOCUMENTS_PENDING: [
      {
        to: "QUALIFIED",
        action: "qualify",
        note: "The documents are in and credit finds the business eligible for a programme of a lender.",
      },
      { to: "DROPPED", action: "drop", note: dropNote },
    ],
    QUALIFIED: [
      {
        to: "CONVERTED",
        action: "convert",
        note: "The prospect has signed up as a merchant and onboarding starts; only a lead linked to its merchant user converts.",
      },
      {
        to: "DOCUMENTS_PENDING",
        action: "requestDocuments",
        note: "Credit needs more before sanction (a fresh bank statement, the latest ITR).",
      },
      { to: "DROPPED", action: "drop", note: dropNote },
    ],
    CONVERTED: [],
    DROPPED: [
      {
        to: "CONTACTED",
        action: "reopen",
        note: "The prospect comes back (a new season, a new requirement); the conversation starts again.",
      },
    ],
  },
});
