import { validateAadhaar } from "@domain/identifiers/aadhaar";
import { validateGstin } from "@domain/identifiers/gstin";
import type { IdentifierResult } from "@domain/identifiers/identifier-result";
import { validateIfsc } from "@domain/identifiers/ifsc";
import { validateMobile } from "@domain/identifiers/mobile";
import { validatePan } from "@domain/identifiers/pan";
import { validatePincode } from "@domain/identifiers/pincode";
import { validateUtr } from "@domain/identifiers/utr";
import { z } from "zod";
import {
  exactLength,
  lettersAndDigits,
  maximumLength,
  maxLength,
  minimumLength,
  SPEC_MESSAGES,
} from "./form-messages";
import { requiredText, requiredThen } from "./text-fields";

/** A length rule and the message the form shows when it fails. */
export type LengthRule = { min?: number; max?: number; minMessage?: string; maxMessage?: string };

/** Runs an identifier check and yields its normalised value (e.g. upper-cased), or its reason as the message. */
const identifierCheck = (validate: (input: string) => IdentifierResult) =>
  z.string().transform((value, ctx) => {
    const result = validate(value);
    if (result.valid) return result.value;
    ctx.issues.push({ code: "custom", message: result.reason, input: value });
    return z.NEVER;
  });

/**
 * Required, then the form's own length rules with the spec's messages; the identifier's format check runs
 * only once those pass (a pipe stops at the first failing stage), so the spec's message always shows first.
 */
export const identifierField = (
  label: string,
  { min, max, minMessage, maxMessage }: LengthRule,
  validate?: (input: string) => IdentifierResult,
) => {
  let lengths = z.string();
  if (min !== undefined) lengths = lengths.min(min, minMessage ?? exactLength(label, min));
  if (max !== undefined) lengths = lengths.max(max, maxMessage ?? maxLength(label, max));
  return requiredThen(label, validate ? lengths.pipe(identifierCheck(validate)) : lengths);
};

const exactly = (n: number, message: string): LengthRule => ({
  min: n,
  max: n,
  minMessage: message,
  maxMessage: message,
});

/** PAN; by default exactly 10 ('PAN must have 10 characters'). */
export const panField = (label = "PAN", rule: LengthRule = exactly(10, SPEC_MESSAGES.panLength)) =>
  identifierField(label, rule, validatePan);

/** GSTIN; by default exactly 15 with the label's own message. */
export const gstinField = (label: string, rule: LengthRule = exactly(15, exactLength(label, 15))) =>
  identifierField(label, rule, validateGstin);

/** The spec's bare GSTIN messages of the repayment, partner and supplier create forms. */
export const GSTIN_EXACT_BARE: LengthRule = {
  min: 15,
  max: 15,
  minMessage: minimumLength(15),
  maxMessage: maximumLength(15),
};

/** IFSC; by default exactly 11 ('IFSC must have 11 characters'). */
export const ifscField = (label = "IFSC", rule: LengthRule = exactly(11, SPEC_MESSAGES.ifscLength)) =>
  identifierField(label, rule, validateIfsc);

/** Indian mobile; by default exactly 10 digits ('Phone number should be 10 digits'). */
export const mobileField = (label: string, rule: LengthRule = exactly(10, SPEC_MESSAGES.phoneDigits)) =>
  identifierField(label, rule, validateMobile);

/** Aadhaar: 12 digits ('Enter 12 digit Aadhar number'; spaces between groups allowed), Verhoeff-checked. */
export const aadhaarField = (label = "Aadhar Number") =>
  requiredText(label).pipe(identifierCheck(validateAadhaar));

/** PIN code: 6 digits ('Enter 6 digit pincode'), not starting with 0. */
export const pincodeField = (label = "Pincode") => requiredText(label).pipe(identifierCheck(validatePincode));

/** A UTR in one of the NEFT, RTGS or IMPS/UPI shapes, upper-cased. */
export const utrField = (label = "UTR number") => identifierField(label, { max: 35 }, validateUtr);

/** A bank account number: letters and digits only, up to 20 characters (spec section 5). */
export const bankAccountField = (label: string, max = 20) =>
  requiredThen(
    label,
    z
      .string()
      .max(max, maxLength(label, max))
      .regex(/^[0-9A-Za-z]+$/, lettersAndDigits(label)),
  );
