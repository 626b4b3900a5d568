import { labelsFor } from "./labels";
import { NACH_BOUNCE_REASONS } from "./reasons";

/** Invoice lifecycle statuses, in the order of the spec's filter (section 4). */
export const INVOICE_STATUSES = [
  "Completed",
  "Cancelled",
  "Paid",
  "PreInitiated",
  "Initiated",
  "Approved",
  "Verified",
  "Rejected",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS = labelsFor(INVOICE_STATUSES, { PreInitiated: "Pre-initiated" });

/** The repayment screens' invoice statuses (section 4), without the "all" choice. */
export const REPAYMENT_INVOICE_STATUSES = ["Initiated", "Paid", "Failed"] as const;
export type RepaymentInvoiceStatus = (typeof REPAYMENT_INVOICE_STATUSES)[number];

/** The repayment screens' invoice status filter (section 3): "all" then the three statuses. */
export const REPAYMENT_INVOICE_STATUS_FILTERS = ["all", ...REPAYMENT_INVOICE_STATUSES] as const;
export type RepaymentInvoiceStatusFilter = (typeof REPAYMENT_INVOICE_STATUS_FILTERS)[number];
export const REPAYMENT_INVOICE_STATUS_FILTER_LABELS = labelsFor(REPAYMENT_INVOICE_STATUS_FILTERS);

export const PAYMENT_COLLECTION_STATUSES = [
  "INITIATED",
  "FAILED",
  "IN_PROCESS",
  "PAID",
  "COMPLETED",
  "EXPIRED",
  "PENDING",
] as const;
export type PaymentCollectionStatus = (typeof PAYMENT_COLLECTION_STATUSES)[number];
export const PAYMENT_COLLECTION_STATUS_LABELS = labelsFor(PAYMENT_COLLECTION_STATUSES);

export const EMI_STATUSES = [
  "COMPLETED",
  "CANCELLED",
  "PARTIAL_PAID",
  "INITIATED",
  "BOUNCED",
  "SCHEDULED",
  "READY_FOR_SCHEDULED",
  "PENDING",
  "FAILED",
  "RESCHEDULED",
  "PAUSED",
] as const;
export type EmiStatus = (typeof EMI_STATUSES)[number];
export const EMI_STATUS_LABELS = labelsFor(EMI_STATUSES, {
  PARTIAL_PAID: "Partially paid",
  READY_FOR_SCHEDULED: "Ready for scheduling",
});

/** Payment-gateway (UPI, card, net banking) payment statuses, mixed casing as the gateway reports them. */
export const GATEWAY_PAYMENT_STATUSES = [
  "Cancelled",
  "Completed",
  "Expired",
  "FAILED",
  "InProcessing",
  "Initiated",
  "USER_DROPPED",
  "PendingSettlement",
  "OrderCreated",
  "NOT_ATTEMPTED",
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];
export const GATEWAY_PAYMENT_STATUS_LABELS = labelsFor(GATEWAY_PAYMENT_STATUSES);

export const ONBOARDING_STATUSES = [
  "NEW_USER",
  "ESIGN_PENDING",
  "ENACH_PENDING",
  "PROCESSING_FEE_PENDING",
  "ACTIVE",
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const ONBOARDING_STATUS_LABELS = labelsFor(ONBOARDING_STATUSES, {
  ESIGN_PENDING: "E-sign pending",
  ENACH_PENDING: "E-NACH pending",
});

/**
 * The spec's three loan statuses (its filter order), then what a lending core needs after review: sanctioned
 * with a KFS issued, KFS accepted, agreement e-signed, disbursed, repaid, written off (`state-machines/loan.ts`).
 */
export const LOAN_STATUSES = [
  "LOAN_DETAILS_SUBMITTED",
  "LOAN_REJECTED",
  "UNDER_REVIEW",
  "SANCTIONED",
  "KFS_ACCEPTED",
  "AGREEMENT_SIGNED",
  "ACTIVE",
  "CLOSED",
  "WRITTEN_OFF",
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const LOAN_STATUS_LABELS = labelsFor(LOAN_STATUSES, { KFS_ACCEPTED: "KFS accepted" });

/** Statuses of an e-NACH or UPI AutoPay mandate (`state-machines/mandate.ts`). */
export const MANDATE_STATUSES = [
  "Cancelled",
  "Completed",
  "Rejected",
  "Failed",
  "Refunded",
  "Scheduled",
  "ScheduledPending",
] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
export const MANDATE_STATUS_LABELS = labelsFor(MANDATE_STATUSES, { ScheduledPending: "Scheduled (pending)" });

export const ACTIVE_STATUSES = ["Active", "InActive"] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
export const ACTIVE_STATUS_LABELS = labelsFor(ACTIVE_STATUSES, { InActive: "Inactive" });

/** The lower-camel "active/inActive" filter of section 4 (a different list from ACTIVE_STATUSES). */
export const ACTIVE_STATUS_FILTERS = ["active", "inActive"] as const;
export type ActiveStatusFilter = (typeof ACTIVE_STATUS_FILTERS)[number];
export const ACTIVE_STATUS_FILTER_LABELS = labelsFor(ACTIVE_STATUS_FILTERS, { inActive: "Inactive" });

export const WALLET_STATUSES = ["Active", "In-Active"] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

export const FEE_STATUSES = ["paid", "unpaid"] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];
export const FEE_STATUS_LABELS = labelsFor(FEE_STATUSES);

export const APPROVAL_CHOICES = ["Rejected", "Approved"] as const;
export type ApprovalChoice = (typeof APPROVAL_CHOICES)[number];

export const SCHEDULE_STATUS_FILTERS = ["all", "initiated", "scheduled"] as const;
export type ScheduleStatusFilter = (typeof SCHEDULE_STATUS_FILTERS)[number];
export const SCHEDULE_STATUS_FILTER_LABELS = labelsFor(SCHEDULE_STATUS_FILTERS);

export const PAGE_PROGRESS_STATUSES = ["completed", "pending"] as const;
export type PageProgressStatus = (typeof PAGE_PROGRESS_STATUSES)[number];
export const PAGE_PROGRESS_STATUS_LABELS = labelsFor(PAGE_PROGRESS_STATUSES);

/**
 * The Created/Accepted/Approved filter of section 4: documents offered to a borrower (offer letter / LOI,
 * KFS) are created by the lender, accepted by the borrower, then approved by operations.
 */
export const OFFER_STATUS_FILTERS = ["Created", "Accepted", "Approved"] as const;
export type OfferStatusFilter = (typeof OFFER_STATUS_FILTERS)[number];

/** The Initiated/Approved/Rejected filter of section 4: requests awaiting a checker's decision. */
export const APPROVAL_STATUS_FILTERS = ["Initiated", "Approved", "Rejected"] as const;
export type ApprovalStatusFilter = (typeof APPROVAL_STATUS_FILTERS)[number];

/**
 * The "bounce list" of section 4 (contents not given by the spec). An EMI or mandate debit bounces when the
 * borrower's bank returns it; what operations need to tell apart is why, because the NACH return reason
 * decides whether to re-present. So the filter is "all" plus the NACH return reasons of `reasons.ts`.
 */
export const BOUNCE_FILTERS = ["all", ...NACH_BOUNCE_REASONS] as const;
export type BounceFilter = (typeof BOUNCE_FILTERS)[number];
