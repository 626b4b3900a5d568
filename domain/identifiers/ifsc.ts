import { invalid, normaliseUpper, valid, type IdentifierResult } from "./identifier-result";

/**
 * Checks the shape of an IFSC: 4 letters (the bank), `0`, then 6 letters or digits (the branch).
 * Format only: the `ifsc` package's branch lookup calls the network, and this file runs in the browser.
 */
export function validateIfsc(input: string): IdentifierResult {
  const ifsc = normaliseUpper(input);
  if (ifsc === "") return invalid("IFSC is required");
  if (ifsc.length !== 11) return invalid("IFSC must have 11 characters");
  if (!/^[A-Z]{4}/.test(ifsc)) return invalid("IFSC must start with 4 letters (the bank code)");
  if (ifsc.charAt(4) !== "0") return invalid("IFSC 5th character must be 0");
  if (!/^[A-Z0-9]{6}$/.test(ifsc.slice(5)))
    return invalid("IFSC last 6 characters must be letters or digits");
  return valid(ifsc);
}

/** The 4-letter bank code of a valid IFSC (`HDFC0000123` gives `HDFC`), or null when it is not valid. */
export function ifscBankCode(input: string): string | null {
  const result = validateIfsc(input);
  return result.valid ? result.value.slice(0, 4) : null;
}
