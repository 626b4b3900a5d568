import type { UtrImport, UtrRowState } from "@domain/api/utr-imports";

export const ROW_STATE_LABELS: Record<UtrRowState, string> = {
  VALID: "Valid",
  INVALID: "Invalid",
  ALREADY_APPLIED: "Already applied",
  APPLIED: "Applied",
};

/** The spec's percentage, always with two decimals ("22.22%"). */
export const percentText = (file: Pick<UtrImport, "percentage">) => `${file.percentage.toFixed(2)}%`;
