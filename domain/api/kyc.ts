import { maxLength, required } from "@domain/schemas/form-messages";
import { z } from "zod";
import { counterpartyListQuerySchema } from "./counterparties";
import { filterDateParam } from "./filter-dates";

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
  /** Whose account it is meant to be (the form's name): a provider may score it; the sandbox answers it as the holder. */
  name: z.string().max(100, maxLength("Name", 100)).optional(),
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
  stateName: z.string().optional(),
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
  /** The branch the IFSC names, from the provider. */
  branch: z.string().optional(),
  accountHolderName: z.string().optional(),
  source: kycSourceSchema.optional(),
});
export type BankValidation = z.infer<typeof bankValidationSchema>;

/** What a recorded check was of. */
export const KYC_CHECK_KINDS = ["PAN", "GST", "BANK"] as const;
export type KycCheckKind = (typeof KYC_CHECK_KINDS)[number];
export const KYC_CHECK_KIND_LABELS: Record<KycCheckKind, string> = {
  PAN: "PAN",
  GST: "GSTIN",
  BANK: "Bank account",
};

export const KYC_CHECK_RESULTS = ["VALID", "INVALID"] as const;
export type KycCheckResult = (typeof KYC_CHECK_RESULTS)[number];

const checkedDate = (label: string) => filterDateParam(`${label} must be a date (YYYY-MM-DD)`).optional();

/**
 * `GET /master/kyc/checks`: the history of checks, newest first, paged with the spec's page sizes. Dates are
 * India business dates, both ends included; `search` is a checker's name (prefix) or a whole identifier.
 */
const kycCheckListFields = z.object({
  ...counterpartyListQuerySchema.pick({ page: true, pageSize: true }).shape,
  kind: z.enum(KYC_CHECK_KINDS, { error: `Kind must be one of ${KYC_CHECK_KINDS.join(", ")}` }).optional(),
  result: z
    .enum(KYC_CHECK_RESULTS, { error: `Result must be one of ${KYC_CHECK_RESULTS.join(", ")}` })
    .optional(),
  checkedBy: z.guid("Checked by must be a user id").optional(),
  search: z.string().trim().max(100, maxLength("Search", 100)).optional(),
  checkedFrom: checkedDate("Checked from"),
  checkedTo: checkedDate("Checked to"),
});
type CheckedRange = { checkedFrom?: string | undefined; checkedTo?: string | undefined };
const checkedInOrder = (query: CheckedRange) =>
  !query.checkedFrom || !query.checkedTo || query.checkedFrom <= query.checkedTo;
const checkedOrderMessage = { message: "Checked from cannot be after checked to", path: ["checkedTo"] };

export const kycCheckListQuerySchema = kycCheckListFields.refine(checkedInOrder, checkedOrderMessage);
export type KycCheckListQuery = z.output<typeof kycCheckListQuerySchema>;

/** `GET /master/kyc/checks/export`: the history's filters, every check they select (no paging). */
export const kycCheckExportQuerySchema = kycCheckListFields
  .omit({ page: true, pageSize: true })
  .refine(checkedInOrder, checkedOrderMessage);
export type KycCheckExportQuery = z.output<typeof kycCheckExportQuerySchema>;

/** One recorded check; the identifier only ever leaves the server masked (`ABCDE****F`, `XXXXXX1234`). */
export const kycCheckItemSchema = z.object({
  id: z.string(),
  kind: z.enum(KYC_CHECK_KINDS),
  identifier: z.string(),
  valid: z.boolean(),
  /** Why it is not valid. */
  message: z.string().nullable(),
  /** What the check found: the PAN holder type, the GSTIN's state, the bank and IFSC. */
  detail: z.string().nullable(),
  checkedById: z.string(),
  checkedByName: z.string(),
  checkedAt: z.string(),
});
export type KycCheckItem = z.infer<typeof kycCheckItemSchema>;

export const kycCheckListResponseSchema = z.object({
  payload: z.array(kycCheckItemSchema),
  total: z.number().int().nonnegative(),
});
