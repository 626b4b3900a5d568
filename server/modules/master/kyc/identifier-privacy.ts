import { createHmac, hkdfSync } from "node:crypto";
import type { KycCheckKind } from "@domain/api/kyc";

const stars = (n: number) => "*".repeat(Math.max(n, 0));

/**
 * How an identifier shows in the history: a PAN keeps its first 5 and last character (`ABCDE****F`), a GSTIN
 * its state code, the PAN's letters and its last 4 (`27AAPFU****F1ZV`), an account its last 4 (`XXXXXX1234`).
 * Input too short to keep anything back is masked whole.
 */
export function maskIdentifier(kind: KycCheckKind, identifier: string): string {
  const value = normaliseIdentifier(kind, identifier);
  switch (kind) {
    case "PAN":
      return value.length < 8
        ? stars(value.length)
        : `${value.slice(0, 5)}${stars(value.length - 6)}${value.slice(-1)}`;
    case "GST":
      return value.length < 13
        ? stars(value.length)
        : `${value.slice(0, 7)}${stars(value.length - 11)}${value.slice(-4)}`;
    case "BANK":
      return value.length < 6
        ? "X".repeat(value.length)
        : `${"X".repeat(value.length - 4)}${value.slice(-4)}`;
  }
}

/** The form an identifier is compared in: PAN and GSTIN upper-case, an account number without spaces. */
export const normaliseIdentifier = (kind: KycCheckKind, identifier: string): string =>
  kind === "BANK" ? identifier.replace(/\s+/g, "") : identifier.trim().toUpperCase();

/** The key of the identifier hashes, derived from the server's secret (never the secret itself). */
export const identifierHashKey = (serverSecret: string): Buffer =>
  Buffer.from(hkdfSync("sha256", serverSecret, "ledgerline", "kyc-identifier-hash", 32));

/**
 * Finds the checks of one identifier without storing it: an HMAC of the kind and the normalised value under
 * a server key, so a copy of the table alone cannot be brute-forced back to PANs and account numbers.
 */
export const hashIdentifier = (key: Buffer, kind: KycCheckKind, identifier: string): string =>
  createHmac("sha256", key)
    .update(`${kind}:${normaliseIdentifier(kind, identifier)}`)
    .digest("hex");
