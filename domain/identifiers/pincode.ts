import { invalid, valid, type IdentifierResult } from "./identifier-result";

/** Checks an Indian PIN code: 6 digits, the first not 0. */
export function validatePincode(input: string): IdentifierResult {
  const pincode = input.trim();
  if (pincode === "") return invalid("Pincode is required");
  if (!/^\d{6}$/.test(pincode)) return invalid("Enter 6 digit pincode");
  if (pincode.startsWith("0")) return invalid("Pincode cannot start with 0");
  return valid(pincode);
}
