import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { PAYMENT_TIMINGS, REPAYMENT_FREQUENCIES } from "@domain/enums/finance";
import { REJECT_REASONS } from "@domain/enums/reasons";
import { LOAN_STATUSES, ONBOARDING_STATUSES } from "@domain/enums/statuses";
import { oneOf } from "@domain/schemas/choice-fields";
import { required } from "@domain/schemas/form-messages";
import { individualLoanSchema } from "@domain/schemas/individual-loan";
import { loanKfsSchema } from "@domain/schemas/loan-kfs";
import { countText, percentText, optionalNumeric, rupeeAmount } from "@domain/schemas/number-fields";
import { optionalText, requiredText } from "@domain/schemas/text-fields";
import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";
import { sameBorrowerLoanSchema } from "./borrower-identity";
import { filterDateParam } from "./filter-dates";
import { kfsCalculationSchema, kfsCalculatorRequestSchema } from "./kfs-calculator";
import { csvParam, pageSizeParam, paiseParam, sortParam } from "./list-params";
import { pageParam } from "./paging";

export const LOAN_NOT_FOUND = "Loan not found";
export const LOAN_KINDS = ["KFS", "INDIVIDUAL"] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];

/** The loan actions a person takes from the loan page; accepting the KFS and signing the agreement happen by e-sign. */
export const LOAN_MANUAL_ACTIONS = [
  "startReview",
  "reject",
  "returnForCorrection",
  "sanction",
  "undoSanction",
  "disburse",
  "undoDisbursal",
  "close",
  "writeOff",
  "reopen",
  "undoWriteOff",
] as const;
export type LoanManualAction = (typeof LOAN_MANUAL_ACTIONS)[number];

/** What the KFS form sends besides the spec's fields: where the loan sits and the charges behind the APR. */
const placement = {
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  programmeId: z.guid("Programme id must be a UUID").optional(),
  /** The merchant user borrowing, when they have an account. */
  borrowerUserId: z.guid("Borrower id must be a UUID").optional(),
  feeGstPercent: kfsCalculatorRequestSchema.shape.feeGstPercent,
  otherCharges: kfsCalculatorRequestSchema.shape.otherCharges,
};

/**
 * `POST /user/loans`: the Loan/KFS form (spec sections 3 and 5). `apr` may be sent (the form shows it) but is
 * ignored: the server computes the APR, EMI and schedule from the terms.
 */
export const loanCreateRequestSchema = loanKfsSchema.extend({
  apr: z.string().optional(),
  repayFrequencies: oneOf(REPAYMENT_FREQUENCIES).default("MONTHLY"),
  ...placement,
});
export type LoanCreateRequest = z.input<typeof loanCreateRequestSchema>;
export type LoanCreateValues = z.output<typeof loanCreateRequestSchema>;

/**
 * `POST /user/loans/individual`: the individual loan form (lender, borrower, father's name, mobile, address,
 * security) with the terms a loan cannot be without.
 */
export const individualLoanCreateRequestSchema = individualLoanSchema.extend({
  loanAmount: rupeeAmount("Loan Amount", { maxLength: 10 }),
  loanTenure: countText("Loan Tenure", { maxLength: 5 }),
  interestRateKfs: percentText("Interest Rate", { maxLength: 5 }),
  processingFeeKfs: percentText("Processing Fee", { maxLength: 5 }),
  penalInterest: optionalNumeric(percentText("Penal Interest", { maxLength: 5 })),
  repayFrequencies: oneOf(REPAYMENT_FREQUENCIES).default("MONTHLY"),
  borrowerUserId: placement.borrowerUserId,
  feeGstPercent: placement.feeGstPercent,
  otherCharges: placement.otherCharges,
});
export type IndividualLoanCreateRequest = z.input<typeof individualLoanCreateRequestSchema>;
export type IndividualLoanCreateValues = z.output<typeof individualLoanCreateRequestSchema>;

/** `PUT /user/loans/:id` (a KFS loan) and `PUT /user/loans/:id/individual`: the same form at the version read. */
export const loanUpdateRequestSchema = loanCreateRequestSchema.extend({ version: versionField });
export const individualLoanUpdateRequestSchema = individualLoanCreateRequestSchema.extend({
  version: versionField,
});

/** `POST /user/loans/:id/actions/:action`: the version read; a rejection names one of the spec's reasons. */
export const LOAN_WRITE_OFF_WAITING =
  "This loan's write-off is already waiting for another staff user's approval";
export const WRITE_OFF_NEEDS_APPROVAL =
  "A write-off needs a second staff user's approval: propose it (Propose write-off) with a reason";

/** Why no one closes a loan alone: a paid-off loan closes by itself; else the admin utility's closeLoan is approved. */
export const CLOSE_NEEDS_APPROVAL =
  "A loan closes by itself once paid off; to close it otherwise, propose closeLoan on the admin utility (nothing may be owed) for a second staff user's approval";

/**
 * `POST /user/loans/:id/write-off`: propose writing off an active loan at the version read, with a reason. A
 * second staff user's approval writes it off (`LOAN_WRITE_OFF`).
 */
export const loanWriteOffRequestSchema = z.object({
  version: versionField,
  reason: requiredText("Reason", { max: 500 }),
});
export type LoanWriteOffRequest = z.input<typeof loanWriteOffRequestSchema>;
/** The `LOAN_WRITE_OFF` operation's input: the request and the loan it names. */
export type LoanWriteOffValues = z.output<typeof loanWriteOffRequestSchema> & { loanId: string };

export const loanActionRequestSchema = z.object({
  version: versionField,
  reason: oneOf(REJECT_REASONS, required("Reason")).optional(),
  note: optionalText("Note", { max: 500 }),
});
export type LoanActionRequest = z.input<typeof loanActionRequestSchema>;

/** `POST /user/assignLender` and `POST /user/assignRm`. */
export const assignLenderRequestSchema = z.object({
  loanId: z.guid(LOAN_NOT_FOUND),
  lenderId: z.guid("Lender id must be a UUID"),
  version: versionField,
});
export const assignRmRequestSchema = z.object({
  loanId: z.guid(LOAN_NOT_FOUND),
  rmUserId: z.guid("Relationship manager id must be a UUID"),
  version: versionField,
});

export const LOAN_SORT_FIELDS = [
  "loanNumber",
  "borrowerName",
  "status",
  "loanAmountPaise",
  "aprPercent",
  "createdAt",
  "updatedAt",
] as const;
export const DEFAULT_LOAN_SORT = "-createdAt";

/**
 * `GET /user/loans`: default page size 50 (spec section 9); `status` comma-separated; amounts in paise;
 * dates `YYYY-MM-DD` on the creation date; `search` is a contains search on the borrower's name and the loan number.
 */
export const loanListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(DEFAULT_LOAN_PAGE_SIZE),
  sort: sortParam(LOAN_SORT_FIELDS).default(DEFAULT_LOAN_SORT),
  status: csvParam(LOAN_STATUSES).optional(),
  kind: z.enum(LOAN_KINDS, { error: `Kind must be one of ${LOAN_KINDS.join(", ")}` }).optional(),
  lenderId: z.guid("Lender id must be a UUID").optional(),
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  programmeId: z.guid("Programme id must be a UUID").optional(),
  borrowerUserId: z.guid("Borrower id must be a UUID").optional(),
  createdFrom: filterDateParam("Created from must be YYYY-MM-DD").optional(),
  createdTo: filterDateParam("Created to must be YYYY-MM-DD").optional(),
  amountMin: paiseParam.optional(),
  amountMax: paiseParam.optional(),
  search: z.string().trim().max(100, "Search can be at most 100 characters").optional(),
});
export type LoanListQuery = z.output<typeof loanListQuerySchema>;
export type LoanListQueryInput = z.input<typeof loanListQuerySchema>;
export const loanExportQuerySchema = loanListQuerySchema.omit({ page: true, pageSize: true });

/** A loan row of the list: money in paise, rates as decimal text. */
export const loanItemSchema = z.object({
  id: z.string(),
  loanNumber: z.string(),
  kind: z.enum(LOAN_KINDS),
  status: z.enum(LOAN_STATUSES),
  lenderId: z.string(),
  lenderName: z.string(),
  anchorId: z.string().nullable(),
  anchorName: z.string().nullable(),
  programmeId: z.string().nullable(),
  programmeName: z.string().nullable(),
  borrowerUserId: z.string().nullable(),
  borrowerName: z.string(),
  loanAmountPaise: z.number().int(),
  tenureMonths: z.number().int(),
  interestRatePercent: z.string(),
  aprPercent: z.string(),
  emiPaise: z.number().int(),
  netDisbursedPaise: z.number().int(),
  repaymentFrequency: z.enum(REPAYMENT_FREQUENCIES),
  rmUserId: z.string().nullable(),
  rmName: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LoanItem = z.infer<typeof loanItemSchema>;
export const loanListResponseSchema = z.object({
  payload: z.array(loanItemSchema),
  total: z.number().int().nonnegative(),
  totalIsCapped: z.boolean().optional(),
});

/** One line of the loan's status timeline (its audit trail). */
export const loanTimelineEntrySchema = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
});

/** The KFS version a loan page shows (the live one, or the latest). */
export const kfsVersionSummarySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  proposalNumber: z.string(),
  state: z.enum(["ISSUED", "ACCEPTED", "VOID", "EXPIRED"]),
  aprPercent: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  acceptedAt: z.string().nullable(),
  preparedBy: z.string(),
  preparedByName: z.string().nullable(),
  signedSha256: z.string().nullable(),
});
export type KfsVersionSummary = z.infer<typeof kfsVersionSummarySchema>;

/** `GET /user/loans/:id`: every field, the calculation and schedule, the KFS versions, the timeline, and what the caller may do now. */
export const loanDetailSchema = loanItemSchema.extend({
  borrowerFatherName: z.string().nullable(),
  borrowerMobile: z.string().nullable(),
  borrowerPan: z.string().nullable(),
  /** The borrower identity of a loan no merchant account borrows (`domain/lending/borrower-identity.ts`). */
  borrowerIdentityId: z.string().nullable(),
  /** That borrower's other loans: RBI classifies them together. */
  sameBorrowerLoans: z.array(sameBorrowerLoanSchema),
  /** Whether this caller may merge or split the loan's borrower (`POST /user/loans/:id/borrower`). */
  canChangeBorrower: z.boolean(),
  borrowerAddress: z.string().nullable(),
  processingFeePercent: z.string(),
  feeGstPercent: z.string(),
  penalInterestPercent: z.string().nullable(),
  otherCharges: z.array(
    z.object({ label: z.string(), amountPaise: z.number().int(), payableTo: z.string() }),
  ),
  repaymentDurationDays: z.number().int().nullable(),
  emiDebitStarts: z.string().nullable(),
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  dailyDeduction: z.string().nullable(),
  invoiceType: z.string().nullable(),
  rateCalDuration: z.string(),
  disableAutoDebit: z.string().nullable(),
  userType: z.string().nullable(),
  businessCategory: z.string().nullable(),
  businessType: z.string().nullable(),
  geography: z.string().nullable(),
  primarySecurity: z.string().nullable(),
  guaranteePersonal: z.string().nullable(),
  securityCheques: z.string().nullable(),
  businessCovenants: z.string().nullable(),
  preparedBy: z.string().nullable(),
  preparedByName: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  rejectNote: z.string().nullable(),
  disbursedOn: z.string().nullable(),
  closedOn: z.string().nullable(),
  onboardingStatus: z.enum(ONBOARDING_STATUSES).nullable(),
  calculation: kfsCalculationSchema,
  kfs: kfsVersionSummarySchema.nullable(),
  kfsVersions: z.array(kfsVersionSummarySchema),
  timeline: z.array(loanTimelineEntrySchema),
  /** The manual actions this caller may take now (the machine's and the caller's rights, e.g. not sanctioning a KFS they prepared). */
  allowedActions: z.array(z.enum(LOAN_MANUAL_ACTIONS)),
  /** Why an action the machine allows is refused to this caller (e.g. "You prepared this KFS; another NBFC user must sanction it"). */
  refusedActions: z.array(z.object({ action: z.enum(LOAN_MANUAL_ACTIONS), reason: z.string() })),
  /** Whether this caller may issue (or reissue) the KFS now. */
  canIssueKfs: z.boolean(),
  canEdit: z.boolean(),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

/** How far the loan list counts before it answers "N+" (as the invoice list does). */
export const LOAN_COUNT_CAP = 10_000;

/** `POST /user/kfs`: issue a new KFS version of the loan at the version read. */
export const kfsIssueRequestSchema = z.object({
  loanId: z.guid(LOAN_NOT_FOUND),
  version: versionField,
});
export type KfsIssueRequest = z.input<typeof kfsIssueRequestSchema>;

/** A charge line of a KFS as issued, in paise. */
export const kfsChargeSchema = z.object({
  label: z.string(),
  amountPaise: z.number().int(),
  payableTo: z.string(),
});

/**
 * The terms a KFS version was issued with (`kfs_versions.terms`): the loan's terms and the calculator's
 * answer, frozen, so the PDF, the e-sign and any later fee check read exactly what the borrower was shown.
 */
export const kfsTermsSchema = z.object({
  loanNumber: z.string(),
  kind: z.enum(LOAN_KINDS),
  lenderId: z.string(),
  lenderName: z.string(),
  anchorName: z.string().nullable(),
  borrowerName: z.string(),
  borrowerUserId: z.string().nullable(),
  loanAmountPaise: z.number().int(),
  tenureMonths: z.number().int(),
  interestRatePercent: z.string(),
  rateCalDuration: z.string(),
  processingFeePercent: z.string(),
  feeGstPercent: z.string(),
  penalInterestPercent: z.string().nullable(),
  repaymentFrequency: z.enum(REPAYMENT_FREQUENCIES),
  repaymentDurationDays: z.number().int().nullable(),
  emiDebitStarts: z.string().nullable(),
  /** Versions issued before advance EMI were all in arrears. */
  paymentTiming: z.enum(PAYMENT_TIMINGS).default("END"),
  otherCharges: z.array(kfsChargeSchema),
  calculation: kfsCalculationSchema,
});
export type KfsTerms = z.infer<typeof kfsTermsSchema>;
