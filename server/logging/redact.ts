/*
 * Passwords, tokens, OTPs, PAN and Aadhaar never reach the logs: values under sensitive keys are
 * replaced, and PAN- or Aadhaar-shaped text anywhere else is masked.
 */

export const REDACTED = "[REDACTED]";

const SENSITIVE_WORDS = [
  "password",
  "passwd",
  "secret",
  "token",
  "otp",
  "cvv",
  "authorization",
  "cookie",
  "aadhar",
  "aadhaar",
];
const PAN_KEY = /^pan(_?number)?$/i;
/** camelCase or snake_case names ending in a PAN: companyPan, farmerPan, company_pan. */
const PAN_SUFFIX = /([a-z]Pan|_pan)(Number|_number)?$/;

export function isSensitiveKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (SENSITIVE_WORDS.some((word) => lower.includes(word))) return true;
  if (lower === "card_no" || lower === "cardnumber") return true;
  return PAN_KEY.test(key) || PAN_SUFFIX.test(key) || key.startsWith("PAN");
}

/** A PAN standing alone (inside a GSTIN it is part of a longer word and left as it is). */
const PAN_TEXT = /\b[A-Z]{5}[0-9]{4}[A-Z]\b/g;
/** 12 digits, optionally in groups of 4, first digit 2 to 9. */
const AADHAAR_TEXT = /\b[2-9][0-9]{3}\s?[0-9]{4}\s?[0-9]{4}\b/g;

export const maskText = (text: string): string =>
  text.replace(PAN_TEXT, "[PAN]").replace(AADHAAR_TEXT, "[AADHAAR]");

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** A copy with sensitive values replaced; anything that is not plain data is passed through. */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskText(value);
  if (typeof value !== "object" || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactSensitive(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSensitiveKey(key) && item !== null && item !== undefined
        ? REDACTED
        : redactSensitive(item, depth + 1);
  }
  return copy;
}
