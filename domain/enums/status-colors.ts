import type { UtrImportState, UtrRowState } from "@domain/api/utr-imports";
import type { LeadStage } from "./leads";
import type {
  ActiveStatus,
  ActiveStatusFilter,
  ApprovalChoice,
  ApprovalStatusFilter,
  EmiStatus,
  FeeStatus,
  GatewayPaymentStatus,
  InvoiceStatus,
  LoanStatus,
  MandateStatus,
  OfferStatusFilter,
  OnboardingStatus,
  PageProgressStatus,
  PaymentCollectionStatus,
  RepaymentInvoiceStatus,
  ScheduleStatusFilter,
  WalletStatus,
} from "./statuses";

/** Every status value of the lists of `statuses.ts` (the "all" filter choice and bounce reasons are not statuses). */
export type StatusValue =
  | InvoiceStatus
  | RepaymentInvoiceStatus
  | PaymentCollectionStatus
  | EmiStatus
  | GatewayPaymentStatus
  | OnboardingStatus
  | LoanStatus
  | MandateStatus
  | ActiveStatus
  | ActiveStatusFilter
  | WalletStatus
  | FeeStatus
  | ApprovalChoice
  | Exclude<ScheduleStatusFilter, "all">
  | PageProgressStatus
  | OfferStatusFilter
  | ApprovalStatusFilter
  | LeadStage
  | UtrImportState
  | UtrRowState;

/** antd Tag colours: the five status presets, then the named palette colours. */
export const TAG_COLORS = [
  "default",
  "success",
  "processing",
  "error",
  "warning",
  "green",
  "blue",
  "geekblue",
  "cyan",
  "purple",
  "magenta",
  "red",
  "volcano",
  "orange",
  "gold",
  "lime",
] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/**
 * One tag colour per status value, by meaning: green settled or live, blue and geekblue in flight,
 * "processing" (animated) while a third party is working, gold and orange waiting on someone, red and
 * volcano failed, default (grey) closed without money moving.
 */
export const STATUS_TAG_COLORS: Record<StatusValue, TagColor> = {
  Completed: "green",
  Cancelled: "default",
  Paid: "cyan",
  PreInitiated: "orange",
  Initiated: "blue",
  Approved: "geekblue",
  Verified: "purple",
  Rejected: "red",
  Failed: "red",
  INITIATED: "blue",
  FAILED: "red",
  IN_PROCESS: "processing",
  PAID: "cyan",
  COMPLETED: "green",
  EXPIRED: "default",
  PENDING: "gold",
  CANCELLED: "default",
  PARTIAL_PAID: "lime",
  BOUNCED: "volcano",
  SCHEDULED: "purple",
  READY_FOR_SCHEDULED: "geekblue",
  RESCHEDULED: "magenta",
  PAUSED: "orange",
  Expired: "default",
  InProcessing: "processing",
  USER_DROPPED: "volcano",
  PendingSettlement: "cyan",
  OrderCreated: "geekblue",
  NOT_ATTEMPTED: "default",
  NEW_USER: "blue",
  ESIGN_PENDING: "gold",
  ENACH_PENDING: "gold",
  PROCESSING_FEE_PENDING: "gold",
  ACTIVE: "green",
  LOAN_DETAILS_SUBMITTED: "blue",
  LOAN_REJECTED: "red",
  UNDER_REVIEW: "processing",
  SANCTIONED: "geekblue",
  KFS_ACCEPTED: "cyan",
  AGREEMENT_SIGNED: "purple",
  CLOSED: "lime",
  WRITTEN_OFF: "volcano",
  Refunded: "magenta",
  Scheduled: "purple",
  ScheduledPending: "gold",
  Active: "green",
  InActive: "default",
  active: "green",
  inActive: "default",
  "In-Active": "default",
  paid: "green",
  unpaid: "volcano",
  initiated: "blue",
  scheduled: "purple",
  completed: "green",
  pending: "gold",
  Created: "blue",
  Accepted: "cyan",
  NEW: "blue",
  CONTACTED: "geekblue",
  DOCUMENTS_PENDING: "gold",
  QUALIFIED: "purple",
  CONVERTED: "green",
  DROPPED: "default",
  PREVIEW: "blue",
  SUBMITTED: "gold",
  REJECTED: "red",
  COMMITTING: "processing",
  COMMITTED: "green",
  VALID: "cyan",
  INVALID: "red",
  ALREADY_APPLIED: "default",
  APPLIED: "green",
};

/** The tag colour of any status string, "default" for a value no list knows (e.g. a newer server status). */
export function statusTagColor(value: string): TagColor {
  return Object.hasOwn(STATUS_TAG_COLORS, value) ? STATUS_TAG_COLORS[value as StatusValue] : "default";
}
