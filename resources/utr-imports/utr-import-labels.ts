import type { UtrImport, UtrImportState, UtrRowState } from "@domain/api/utr-imports";
import { humanize } from "@domain/enums/labels";

/** The spec's import types in words; a type this list does not know yet reads humanised. */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  utr_update: "UTR update",
  utr_payment: "UTR payment",
};
export const importTypeLabel = (type: string): string => TYPE_LABELS[type] ?? humanize(type);

export const IMPORT_STATE_LABELS: Record<UtrImportState, string> = {
  PREVIEW: "Preview",
  SUBMITTED: "Waiting for approval",
  REJECTED: "Rejected",
  COMMITTING: "Applying",
  COMMITTED: "Applied",
};

export const ROW_STATE_LABELS: Record<UtrRowState, string> = {
  VALID: "Valid",
  INVALID: "Invalid",
  ALREADY_APPLIED: "Already applied",
  APPLIED: "Applied",
};

/** The spec's percentage, always with two decimals ("22.22%"). */
export const percentText = (file: Pick<UtrImport, "percentage">) => `${file.percentage.toFixed(2)}%`;
