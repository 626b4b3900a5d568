import { required } from "@domain/schemas/form-messages";
import { z } from "zod";

/*
 * KYC checks answer 200 for any string input; the result says whether it is valid. Only a missing
 * field is a 400. Format and check characters are decided by domain/identifiers.
 */

export const panValidationRequestSchema = z.object({
  panNumber: z.string({ error: required("PAN") }),
  name: z.string().optional(),
});

export const gstValidationRequestSchema = z.object({ gstNumber: z.string({ error: required("GSTIN") }) });

export const bankValidationRequestSchema = z.object({
  bankAccount: z.string({ error: required("Bank Account") }),
  ifsc: z.string({ error: required("IFSC") }),
});

/** Where names came from: the embedded sandbox, or a real KYC provider. */
export const kycSourceSchema = z.string();

export const panValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string().optional(),
  panNumber: z.string(),
  holderType: z.string().optional(),
  registeredName: z.string().optional(),
  /** Present when a name was sent: whether it matches the registered name. */
  nameMatch: z.boolean().optional(),
  source: kycSourceSchema.optional(),
});
export type PanValidation = z.infer<typeof panValidationSchema>;

export const gstValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string().optional(),
  gstNumber: z.string(),
  stateCode: z.string().optional(),
  panNumber: z.string().optional(),
  legalName: z.string().optional(),
  source: kycSourceSchema.optional(),
});
export type GstValidation = z.infer<typeof gstValidationSchema>;

export const bankValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string().optional(),
  bankAccount: z.string(),
  ifsc: z.string(),
  bankName: z.string().optional(),
  accountHolderName: z.string().optional(),
  source: kycSourceSchema.optional(),
});
export type BankValidation = z.infer<typeof bankValidationSchema>;
