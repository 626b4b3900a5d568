import { invalid, normaliseUpper, valid, type IdentifierResult } from "./identifier-result";

/** The 4th character of a PAN says what kind of holder it belongs to. */
export const PAN_HOLDER_TYPES = {
  P: "Individual",
  C: "Company",
  H: "Hindu undivided family (HUF)",
  F: "Firm or LLP",
  A: "Association of persons (AOP)",
  B: "Body of individuals (BOI)",
  T: "Trust",
  L: "Local authority",
  J: "Artificial juridical person",
  G: "Government",
} as const;
export type PanHolderLetter = keyof typeof PAN_HOLDER_TYPES;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const isHolderLetter = (letter: string): letter is PanHolderLetter => Object.hasOwn(PAN_HOLDER_TYPES, letter);

/**
 * Checks a PAN: 5 letters, 4 digits, 1 letter, with a known holder type in 4th place and a serial
 * number from 0001 to 9999 in 6th to 9th place. The last letter is a check letter whose algorithm is
 * not published, so it is not verified.
 */
export function validatePan(input: string): IdentifierResult {
  const pan = normaliseUpper(input);
  if (pan === "") return invalid("PAN is required");
  if (pan.length !== 10) return invalid("PAN must have 10 characters");
  if (!PAN_PATTERN.test(pan)) return invalid("PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F");
  if (!isHolderLetter(pan.charAt(3))) {
    return invalid("PAN 4th character must be a holder type (P, C, H, F, A, B, T, L, J or G)");
  }
  if (pan.slice(5, 9) === "0000") return invalid("PAN serial number (characters 6 to 9) cannot be 0000");
  return valid(pan);
}

/** The holder type of a valid PAN, or null when the PAN is not valid. */
export function panHolderType(input: string): { letter: PanHolderLetter; label: string } | null {
  const result = validatePan(input);
  if (!result.valid) return null;
  const letter = result.value.charAt(3);
  return isHolderLetter(letter) ? { letter, label: PAN_HOLDER_TYPES[letter] } : null;
}
