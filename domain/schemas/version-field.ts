import { z } from "zod";

export const VERSION_MESSAGE = "Version must be a whole number, 1 or more";
export const VERSION_REQUIRED = "Version is required";

// Multipart forms send every field as text: a plain run of digits, never "1e0", "1.0" or "true".
const VERSION_TEXT = /^[1-9][0-9]{0,14}$/;

/**
 * The version of a record the caller edited (optimistic locking): a whole number ≥ 1, as a JSON number or,
 * from a form, as digits. Booleans, fractions and exponent notation are refused rather than coerced.
 */
export const versionField = z.union(
  [
    z.number().int(VERSION_MESSAGE).min(1, VERSION_REQUIRED),
    z.string().trim().regex(VERSION_TEXT, VERSION_MESSAGE).transform(Number),
  ],
  {
    error: (issue) => (issue.input === undefined || issue.input === "" ? VERSION_REQUIRED : VERSION_MESSAGE),
  },
);
