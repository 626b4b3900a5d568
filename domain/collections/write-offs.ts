/**
 * What removed part of a due, as its `emi_write_offs` line says: a compromise settlement's remainder, a due's
 * cancellation, an EMI's waiver of interest or principal, or a loan's (technical) write-off. All but the
 * settlement are maker-checker operations a second staff user approved.
 */
export const WRITE_OFF_KINDS = ["SETTLEMENT", "CANCEL", "WAIVER", "WRITE_OFF"] as const;
export type WriteOffKind = (typeof WRITE_OFF_KINDS)[number];
export const WRITE_OFF_KIND_LABELS: Record<WriteOffKind, string> = {
  SETTLEMENT: "Settlement",
  CANCEL: "Cancelled",
  WAIVER: "Waived",
  WRITE_OFF: "Written off",
};
