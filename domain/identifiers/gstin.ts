import { invalid, normaliseUpper, valid, type IdentifierResult } from "./identifier-result";
import { validatePan } from "./pan";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State and union-territory codes 01 to 38, and 97 for "other territory". */
const isStateCode = (code: string): boolean => {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97;
};

/**
 * The GSTIN check character for the first 14 characters (domain.md section 4): weights 1, 2, 1, 2...
 * from the left; each product adds (product div 36) + (product mod 36); the check character is
 * alphabet[(36 - sum mod 36) mod 36].
 */
export function gstinCheckCharacter(first14: string): string {
  const body = first14.toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(body)) {
    throw new RangeError("GSTIN check character needs exactly 14 letters or digits");
  }
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const product = ALPHABET.indexOf(body.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Checks a GSTIN: state code, embedded PAN, entity number, `Z`, and the check character. */
export function validateGstin(input: string): IdentifierResult {
  const gstin = normaliseUpper(input);
  if (gstin === "") return invalid("GSTIN is required");
  if (gstin.length !== 15) return invalid("length of GSTIN must be 15");
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return invalid("GSTIN can contain only letters and digits");
  if (!isStateCode(gstin.slice(0, 2))) {
    return invalid("GSTIN must start with a valid state code (01 to 38, or 97)");
  }
  const pan = validatePan(gstin.slice(2, 12));
  if (!pan.valid) return invalid(`GSTIN characters 3 to 12 must be a valid PAN: ${pan.reason}`);
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) {
    return invalid("GSTIN 13th character (entity number) must be 1 to 9 or a letter");
  }
  if (gstin.charAt(13) !== "Z") return invalid("GSTIN 14th character must be Z");
  // The message does not give the expected character away: that would turn a typo check into a generator.
  if (gstin.charAt(14) !== gstinCheckCharacter(gstin.slice(0, 14))) {
    return invalid("GSTIN check character does not match");
  }
  return valid(gstin);
}
