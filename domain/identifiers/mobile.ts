import { invalid, valid, type IdentifierResult } from "./identifier-result";

/** Checks an Indian mobile number: 10 digits starting 6 to 9. A leading `+91` is accepted and dropped. */
export function validateMobile(input: string): IdentifierResult {
  const trimmed = input.trim();
  if (trimmed === "") return invalid("Mobile number is required");
  const mobile = trimmed.replace(/^\+91[\s-]?/, "");
  if (!/^\d{10}$/.test(mobile)) return invalid("Phone number should be 10 digits");
  if (!/^[6-9]/.test(mobile)) return invalid("Mobile number must start with 6, 7, 8 or 9");
  return valid(mobile);
}
