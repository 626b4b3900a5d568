import { labelsFor } from "./labels";

/**
 * Where a prospective borrower is on the way to a loan, in funnel order (the list's stage tabs follow it):
 * captured, spoken to, asked for KYC and financial documents, found eligible, signed up and onboarded, or
 * dropped (not interested, not eligible, unreachable).
 */
export const LEAD_STAGES = [
  "NEW",
  "CONTACTED",
  "DOCUMENTS_PENDING",
  "QUALIFIED",
  "CONVERTED",
  "DROPPED",
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS = labelsFor(LEAD_STAGES);

/** How a lead reached the platform. */
export const LEAD_SOURCES = ["SIGNUP", "ANCHOR_REFERRAL", "CAMPAIGN", "WALK_IN"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_SOURCE_LABELS = labelsFor(LEAD_SOURCES, { SIGNUP: "Self sign-up", WALK_IN: "Walk-in" });
