import { humanize } from "@domain/enums/labels";
import type { UtrImportState } from "./utr-imports";

/** The spec's import types in words; a type this list does not know yet reads humanised. */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  utr_update: "UTR update",
  utr_payment: "UTR payment",
};
export const importTypeLabel = (type: string): string => TYPE_LABELS[type] ?? humanize(type);

export const UTR_IMPORT_STATE_LABELS: Record<UtrImportState, string> = {
  PREVIEW: "Preview",
  SUBMITTED: "Waiting for approval",
  REJECTED: "Rejected",
  COMMITTING: "Applying",
  COMMITTED: "Applied",
};
