import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { REPAYMENT_FREQUENCIES } from "@domain/enums/finance";
import { labelsFor } from "@domain/enums/labels";
import { MANDATE_STATUSES } from "@domain/enums/statuses";
import { oneOf } from "@domain/schemas/choice-fields";
import { isoDate, optionalIsoDate } from "@domain/schemas/date-fields";
import { required } from "@domain/schemas/form-messages";
import { bankAccountField, ifscField } from "@domain/schemas/identifier-fields";
import { rupeeAmount } from "@domain/schemas/number-fields";
import { requiredText } from "@domain/schemas/text-fields";
import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";
import { csvParam, pageSizeParam, sortParam } from "./list-params";
import { pageParam } from "./paging";

export const MANDATE_NOT_FOUND = "Mandate not found";

export const MANDATE_KINDS = ["ENACH", "UPI_AUTOPAY"] as const;
export type MandateKind = (typeof MANDATE_KINDS)[number];
export const MANDATE_KIND_LABELS: Record<MandateKind, string> = {
  ENACH: "e-NACH",
  UPI_AUTOPAY: "UPI AutoPay",
};

/**
 * Where the provider is with a mandate. e-NACH follows Digio: authentication `partial` → `signed` (or
 * `auth_fail`), then `register_success` with the UMRN (or `register_failed`); later `cancelled` or `expired`.
 * UPI AutoPay follows Juspay's states: CREATED → ACTIVE or FAILURE → PAUSED, REVOKED or EXPIRED.
 */
export const ENACH_STAGES = [
  "partial",
  "auth_fail",
  "signed",
  "register_success",
  "register_failed",
  "cancelled",
  "expired",
] as const;
export const UPI_AUTOPAY_STAGES = ["CREATED", "ACTIVE", "FAILURE", "PAUSED", "REVOKED", "EXPIRED"] as const;
export const MANDATE_STAGES = [...ENACH_STAGES, ...UPI_AUTOPAY_STAGES] as const;
export type MandateStage = (typeof MANDATE_STAGES)[number];
export const MANDATE_STAGE_LABELS = labelsFor(MANDATE_STAGES, {
  partial: "Authentication started",
  auth_fail: "Authentication failed",
  signed: "Authenticated",
  register_success: "Registered",
  register_failed: "Registration failed",
  FAILURE: "Failed",
});

/** The provider's webhook events (`mandate.<event>`). */
export const MANDATE_EVENTS = [
  "auth_success",
  "auth_fail",
  "register_success",
  "register_failed",
  "cancel",
  "expire",
  "pause",
  "resume",
] as const;
export type MandateEvent = (typeof MANDATE_EVENTS)[number];

/** NPCI: a UPI AutoPay debit up to ₹15,000 needs no further authentication by the payer; above it, the UPI PIN. */
export const UPI_AUTOPAY_NO_AUTH_LIMIT_PAISE = 1_500_000;
/** NPCI and RBI: the payer is notified at least 24 hours before each UPI AutoPay debit. */
export const UPI_AUTOPAY_PRE_DEBIT_NOTICE_HOURS = 24;

/** `POST /user/mandates`: register a mandate for a loan (the borrower then authenticates at the provider). */
export const mandateCreateRequestSchema = z.object({
  loanId: z.guid("Loan id must be a UUID"),
  kind: oneOf(MANDATE_KINDS, required("Mandate Type")),
  maxAmount: rupeeAmount("Maximum Amount", { maxLength: 10 }),
  frequency: oneOf(REPAYMENT_FREQUENCIES, required("Frequency")),
  startDate: isoDate("Start Date"),
  endDate: optionalIsoDate("End Date"),
  accountNumber: bankAccountField("Account Number"),
  ifsc: ifscField(),
  accountHolderName: requiredText("Account Holder Name", { max: 100 }),
});
export type MandateCreateRequest = z.input<typeof mandateCreateRequestSchema>;

/** `POST /user/mandates/:id/cancel`: the version read and why. */
export const mandateCancelRequestSchema = z.object({
  version: versionField,
  reason: requiredText("Reason", { max: 500 }),
});

/** `POST /user/mandates/sandbox/:providerId/authenticate`: how the sandbox's borrower and banks answer. */
export const SANDBOX_MANDATE_OUTCOMES = ["registered", "auth_fail", "register_failed"] as const;
export const mandateSandboxRequestSchema = z.object({
  outcome: z.enum(SANDBOX_MANDATE_OUTCOMES).default("registered"),
});

export const MANDATE_SORT_FIELDS = [
  "createdAt",
  "updatedAt",
  "status",
  "borrowerName",
  "maxAmountPaise",
  "startDate",
] as const;
export const DEFAULT_MANDATE_SORT = "-createdAt";

/** `GET /user/mandates`: 50 a page (spec section 9); `status` comma-separated; `search` borrower, loan number, UMRN or provider id. */
export const mandateListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(DEFAULT_LOAN_PAGE_SIZE),
  sort: sortParam(MANDATE_SORT_FIELDS).default(DEFAULT_MANDATE_SORT),
  status: csvParam(MANDATE_STATUSES).optional(),
  kind: z.enum(MANDATE_KINDS, { error: `Kind must be one of ${MANDATE_KINDS.join(", ")}` }).optional(),
  lenderId: z.guid("Lender id must be a UUID").optional(),
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  loanId: z.guid("Loan id must be a UUID").optional(),
  search: z.string().trim().max(100, "Search can be at most 100 characters").optional(),
});
export type MandateListQuery = z.output<typeof mandateListQuerySchema>;
export type MandateListQueryInput = z.input<typeof mandateListQuerySchema>;
export const mandateExportQuerySchema = mandateListQuerySchema.omit({ page: true, pageSize: true });

export const mandateItemSchema = z.object({
  id: z.string(),
  kind: z.enum(MANDATE_KINDS),
  status: z.enum(MANDATE_STATUSES),
  stage: z.enum(MANDATE_STAGES),
  provider: z.string(),
  providerMandateId: z.string(),
  umrn: z.string().nullable(),
  maxAmountPaise: z.number().int(),
  frequency: z.enum(REPAYMENT_FREQUENCIES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  bankName: z.string().nullable(),
  accountHolderName: z.string(),
  loanId: z.string(),
  loanNumber: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  anchorId: z.string().nullable(),
  anchorName: z.string().nullable(),
  borrowerUserId: z.string().nullable(),
  borrowerName: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MandateItem = z.infer<typeof mandateItemSchema>;
export const mandateListResponseSchema = z.object({
  payload: z.array(mandateItemSchema),
  total: z.number().int().nonnegative(),
});

export const MANDATE_EVENT_SOURCES = ["provider", "sync", "staff", "day-end"] as const;
export type MandateEventSource = (typeof MANDATE_EVENT_SOURCES)[number];
export const MANDATE_EVENT_SOURCE_LABELS = labelsFor(MANDATE_EVENT_SOURCES, {
  provider: "Mandate provider",
  sync: "Status check",
  "day-end": "Day-end run",
});

/** One line of the mandate's timeline: a provider event, a sync, a staff action or the day-end's expiry. */
export const mandateEventSchema = z.object({
  at: z.string(),
  source: z.enum(MANDATE_EVENT_SOURCES),
  event: z.string(),
  stage: z.enum(MANDATE_STAGES).nullable(),
  fromStatus: z.enum(MANDATE_STATUSES).nullable(),
  toStatus: z.enum(MANDATE_STATUSES).nullable(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
});
export type MandateEventEntry = z.infer<typeof mandateEventSchema>;

export const mandateDetailSchema = mandateItemSchema.extend({
  /** Where the borrower authenticates while the mandate is ScheduledPending (the sandbox's own endpoint). */
  authUrl: z.string().nullable(),
  reason: z.string().nullable(),
  registeredAt: z.string().nullable(),
  /** UPI AutoPay: debits above this need the payer's UPI PIN; null for e-NACH. */
  noAuthDebitLimitPaise: z.number().int().nullable(),
  /** UPI AutoPay: hours of notice before each debit; null for e-NACH. */
  preDebitNoticeHours: z.number().int().nullable(),
  events: z.array(mandateEventSchema),
  canCancel: z.boolean(),
  canSync: z.boolean(),
  /** The embedded sandbox lets the caller play the borrower's authentication now. */
  canAuthenticateInSandbox: z.boolean(),
});
export type MandateDetail = z.infer<typeof mandateDetailSchema>;
export const mandateDetailResponseSchema = z.object({ payload: mandateDetailSchema });
