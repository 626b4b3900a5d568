import { z } from "zod";
import { optionalText } from "@domain/schemas/text-fields";
import { bulkRowResultSchema } from "./collections";

export const PENDING_OPERATION_NOT_FOUND = "Pending operation not found";
export const PROPOSER_CANNOT_DECIDE =
  "You proposed this operation; another staff user must approve or reject it";
export const OPERATION_ALREADY_DECIDED = "This operation was already approved or rejected";
export const UTR_AWAITING_APPROVAL = "This UTR is already waiting for approval in another operation";

/** The money commands (a loan's close and a due's cancellation too) that wait for a second staff user (maker-checker). */
export const PENDING_OPERATION_KINDS = [
  "MANUAL_PAYMENT",
  "USER_COLLECTION",
  "BULK_COLLECTION",
  "SETTLEMENT",
  "PROCESSING_FEE",
  "COLLECTION_CANCEL",
  "CLOSE_LOAN",
  "UTR_CORRECTION",
  "NACH_DEBIT",
  "UTR_IMPORT",
  "EMI_CANCEL",
  "EMI_WAIVER",
  "LOAN_WRITE_OFF",
] as const;
export type PendingOperationKind = (typeof PENDING_OPERATION_KINDS)[number];
export const PENDING_OPERATION_KIND_LABELS: Record<PendingOperationKind, string> = {
  MANUAL_PAYMENT: "Manual payment",
  USER_COLLECTION: "User collection",
  BULK_COLLECTION: "Bulk collection",
  SETTLEMENT: "Settlement",
  PROCESSING_FEE: "Processing fee",
  COLLECTION_CANCEL: "Cancel collections",
  CLOSE_LOAN: "Close loan",
  UTR_CORRECTION: "UTR correction",
  NACH_DEBIT: "NACH debit succeeded",
  UTR_IMPORT: "Bulk UTR import",
  EMI_CANCEL: "Cancel due",
  EMI_WAIVER: "Waive due",
  LOAN_WRITE_OFF: "Write off loan",
};

export const PENDING_OPERATION_STATES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type PendingOperationState = (typeof PENDING_OPERATION_STATES)[number];

/** One line of a preview: a record the operation touches and the money that moves on it. */
export const previewLineSchema = z.object({
  label: z.string(),
  reference: z.string(),
  amountPaise: z.number().int(),
});
export type PreviewLine = z.infer<typeof previewLineSchema>;

/** What the proposer saw and the approver sees: a summary, the total, and the affected records. */
export const operationPreviewSchema = z.object({
  summary: z.string(),
  totalPaise: z.number().int(),
  borrowerName: z.string().nullable(),
  utr: z.string().nullable(),
  lines: z.array(previewLineSchema),
  /** Left in suspense when the amount is more than the dues (a payment's excess). */
  unappliedPaise: z.number().int(),
  /** A bulk collection's overdue penal accrued through its date before appropriation (applyOverDueInterest). */
  overdueAccruedPaise: z.number().int().optional(),
  /** A bulk collection's penal waived on the dues it covers (waivedOffPenal). */
  penalWaivedPaise: z.number().int().optional(),
  /** A compromise settlement's remainder: what its amount leaves unpaid on the dues, written off on approval. */
  writtenOffPaise: z.number().int().optional(),
});
export type OperationPreview = z.infer<typeof operationPreviewSchema>;

export const pendingOperationSchema = z.object({
  id: z.string(),
  kind: z.enum(PENDING_OPERATION_KINDS),
  state: z.enum(PENDING_OPERATION_STATES),
  input: z.record(z.string(), z.unknown()),
  preview: operationPreviewSchema,
  proposedBy: z.string(),
  proposedByName: z.string().nullable(),
  proposedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  receiptIds: z.array(z.string()),
  results: z.array(bulkRowResultSchema).nullable(),
  /** Whether the caller may approve or reject it (open, and not its proposer). */
  canDecide: z.boolean(),
  version: z.number().int(),
});
export type PendingOperation = z.infer<typeof pendingOperationSchema>;

export const pendingOperationListQuerySchema = z.object({
  state: z
    .enum(PENDING_OPERATION_STATES, { error: `State must be one of ${PENDING_OPERATION_STATES.join(", ")}` })
    .default("PENDING"),
});
export const pendingOperationListResponseSchema = z.object({
  payload: z.array(pendingOperationSchema),
  total: z.number().int().nonnegative(),
});

export const pendingOperationDecisionSchema = z.object({ reason: optionalText("Reason", { max: 500 }) });
export const pendingOperationRejectSchema = z.object({
  reason: z
    .string({ error: "Reason is required" })
    .trim()
    .min(1, "Reason is required")
    .max(500, "Reason cannot be more than 500 characters"),
});
