/** What every identifier validator returns: the normalised value, or one sentence saying what is wrong. */
export type IdentifierResult = { valid: true; value: string } | { valid: false; reason: string };

export const valid = (value: string): IdentifierResult => ({ valid: true, value });
export const invalid = (reason: string): IdentifierResult => ({ valid: false, reason });

/** Trims and upper-cases the identifiers that are written in capitals (PAN, GSTIN, IFSC, UTR). */
export const normaliseUpper = (input: string): string => input.trim().toUpperCase();
