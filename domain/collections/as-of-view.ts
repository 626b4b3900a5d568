/**
 * How the ledger reads a past date once something posted before it has been corrected (a receipt reversed,
 * later receipts replayed). `docs/as-of-figures.md` states the rule.
 *
 * - CORRECTED ("as corrected since"): the ledger as it stands now, read at that date. A reversed receipt and
 *   its reversal count nowhere, as if the receipt never came; every live receipt counts from its own date with
 *   the lines it holds now (a replay's). The day-end classifies, and re-classifies, every date this way.
 * - REPORTED ("as reported then"): only what had been booked by the end of that date (India time), each line
 *   from its own date: what the ledger said on that day, before any later correction or late entry.
 */
export const AS_OF_VIEWS = ["CORRECTED", "REPORTED"] as const;
export type AsOfView = (typeof AS_OF_VIEWS)[number];

export const AS_OF_VIEW_LABELS: Record<AsOfView, string> = {
  CORRECTED: "Corrected",
  REPORTED: "As reported",
};

/** What each view means, in a line a statement's reader sees beside it. */
export const AS_OF_VIEW_HINTS: Record<AsOfView, string> = {
  CORRECTED: "The books as they stand now: reversed receipts and their reversals are left out.",
  REPORTED: "Only what had been booked by the end of that day, before any later correction.",
};
