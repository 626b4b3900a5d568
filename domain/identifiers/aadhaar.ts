import { invalid, valid, type IdentifierResult } from "./identifier-result";

// Verhoeff tables: multiplication in the dihedral group D5 and the position permutation.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 8, 5],
] as const;

const table = (rows: readonly (readonly number[])[], row: number, column: number): number =>
  rows[row]?.[column] ?? Number.NaN;

/** True when a string of digits (check digit last) passes the Verhoeff check. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, position) => {
    check = table(MULTIPLY, check, table(PERMUTE, position % 8, Number(digit)));
  });
  return check === 0;
}

/** Aadhaar is often written in groups of four; spaces and hyphens between the digits are ignored. */
const compact = (input: string): string => input.trim().replace(/[\s-]/g, "");

/** Checks an Aadhaar number: 12 digits, not starting with 0 or 1, with a valid Verhoeff check digit. */
export function validateAadhaar(input: string): IdentifierResult {
  const aadhaar = compact(input);
  if (aadhaar === "") return invalid("Aadhaar number is required");
  if (!/^\d{12}$/.test(aadhaar)) return invalid("Enter 12 digit Aadhar number");
  if (aadhaar.startsWith("0") || aadhaar.startsWith("1")) {
    return invalid("Aadhaar number cannot start with 0 or 1");
  }
  if (!verhoeffValid(aadhaar)) return invalid("Aadhaar number is not valid (its check digit does not match)");
  return valid(aadhaar);
}

/** Shows only the last four digits, the way Aadhaar must be stored and displayed: `XXXX XXXX 2346`. */
export function maskAadhaar(input: string): string {
  const aadhaar = compact(input);
  if (!/^\d{12}$/.test(aadhaar)) throw new RangeError("Enter 12 digit Aadhar number");
  return `XXXX XXXX ${aadhaar.slice(8)}`;
}
