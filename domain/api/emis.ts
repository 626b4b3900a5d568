import { DUE_COMPONENTS } from "@domain/collections/appropriation";
import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { nachReturnCodeSchema } from "@domain/collections/nach-return-codes";
import { NACH_BOUNCE_REASONS } from "@domain/enums/reasons";
import { EMI_STATUSES, SCHEDULE_STATUS_FILTERS } from "@domain/enums/statuses";
import { oneOf } from "@domain/schemas/choice-fields";
import { isoDate } from "@domain/schemas/date-fields";
import { utrField } from "@domain/schemas/identifier-fields";
import { rupeeAmount } from "@domain/schemas/number-fields";
import { required } from "@domain/schemas/form-messages";
import { enachScheduleSchema } from "@domain/schemas/payment-operations";
import { optionalText, requiredText } from "@domain/schemas/text-fields";
import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";
import { filterDateParam } from "./filter-dates";
import { csvParam, pageSizeParam, sortParam } from "./list-params";
import { pageParam } from "./paging";

export const EMI_NOT_FOUND = "EMI not found";

/** A loan's instalments, an invoice's repayment, or the anchor's subvention of an invoice's interest. */
export const TRANCHE_KINDS = ["LOAN", "INVOICE", "SUBVENTION"] as const;
export type TrancheKind = (typeof TRANCHE_KINDS)[number];
export const TRANCHE_KIND_LABELS: Record<TrancheKind, string> = {
  LOAN: "Loan",
  INVOICE: "Invoice",
  SUBVENTION: "Subvention",
};

/** How a due is collected: an e-NACH debit, a UPI AutoPay debit, or by hand (UTR, cheque, cash). */
export const EMI_PRESENTATIONS = ["NACH", "UPI", "MANUAL"] as const;
export type EmiPresentation = (typeof EMI_PRESENTATIONS)[number];
export const EMI_PRESENTATION_LABELS: Record<EmiPresentation, string> = {
  NACH: "e-NACH",
  UPI: "UPI AutoPay",
  MANUAL: "Manual",
};

/**
 * The EMI machine's actions a collections user takes from the EMI page with a version alone (or a return
 * code, a presentation, a note). Scheduling and rescheduling are their own commands (the spec's e-NACH
 * schedule and reschedule_date); paying, a NACH debit's success included, is a receipt's job; a cancellation
 * removes money owed, so it is proposed for a second staff user.
 */
export const EMI_MANUAL_ACTIONS = [
  "markReady",
  "unschedule",
  "present",
  "bounce",
  "fail",
  "pause",
  "resume",
] as const;
export type EmiManualAction = (typeof EMI_MANUAL_ACTIONS)[number];

/**
 * Every action the EMI page offers, the commands included: the e-NACH schedule, the reschedule, "Debit
 * succeeded" (a money command for a second staff user, offered to money staff only) and the cancellation
 * (proposed by collections staff, approved by a second staff user).
 */
export const EMI_PAGE_ACTIONS = [
  ...EMI_MANUAL_ACTIONS,
  "schedule",
  "reschedule",
  "debitSuccess",
  "cancel",
] as const;
export type EmiPageAction = (typeof EMI_PAGE_ACTIONS)[number];

/**
 * `POST /account/emis/:id/actions/:action`: the version read; `present` names how (NACH by default);
 * `bounce` needs the bank's NACH return code; a note goes to the audit line.
 */
export const emiActionRequestSchema = z.object({
  version: versionField,
  presentation: oneOf(EMI_PRESENTATIONS, required("Presentation")).optional(),
  returnCode: nachReturnCodeSchema.optional(),
  note: optionalText("Note", { max: 500 }),
});
export type EmiActionRequest = z.input<typeof emiActionRequestSchema>;
export type EmiActionValues = z.output<typeof emiActionRequestSchema>;

/**
 * `POST /account/collect/payment/schedule`: the spec's e-NACH schedule for one EMI (`enachInvoiceId` is the
 * EMI's id), at the EMI's version. The amounts must be what the EMI still owes.
 */
export const emiScheduleRequestSchema = z.intersection(
  enachScheduleSchema,
  z.object({ version: versionField }),
);
export type EmiScheduleRequest = z.input<typeof emiScheduleRequestSchema>;

/** `POST /account/collect/payment/reschedule`: a bounced or failed EMI presented again on `reschedule_date`. */
export const emiRescheduleRequestSchema = z.object({
  emiId: z.guid(EMI_NOT_FOUND),
  version: versionField,
  reschedule_date: isoDate("Reschedule Date"),
  note: optionalText("Note", { max: 500 }),
});
export type EmiRescheduleRequest = z.input<typeof emiRescheduleRequestSchema>;

export const EMI_CANCEL_WAITING =
  "This EMI's cancellation is already waiting for another staff user's approval";

/**
 * `POST /account/emis/:id/cancel`: the EMI at the version read, and why. Whatever it still owes is removed only
 * when a second staff user approves (`EMI_CANCEL`), one ledger line per component.
 */
export const emiCancelRequestSchema = z.object({
  version: versionField,
  reason: requiredText("Reason", { max: 500 }),
});
export type EmiCancelRequest = z.input<typeof emiCancelRequestSchema>;
/** The `EMI_CANCEL` operation's input: the request and the EMI it names. */
export type EmiCancelValues = z.output<typeof emiCancelRequestSchema> & { emiId: string };

export const EMI_WAIVER_WAITING = "A waiver of this EMI is already waiting for another staff user's approval";
export const waiverExceeds = (component: string, outstanding: string) =>
  `The waiver cannot be more than the ${component.toLowerCase()} this EMI still owes (${outstanding})`;
export const emiNotWaivable = (status: string) =>
  `EMI is ${status}; only an open due not in flight at the bank can be waived`;
export const nothingToWaive = (component: string) => `This EMI owes no ${component.toLowerCase()} to waive`;

/**
 * `POST /account/emis/:id/waive`: waive part or all of what the EMI still owes of one component (penal, interest
 * or principal), in paise, at the version read, with a reason. Nothing moves until a second staff user approves
 * (`EMI_WAIVER`).
 */
export const emiWaiverRequestSchema = z.object({
  version: versionField,
  component: oneOf(DUE_COMPONENTS, "Component must be one of PENAL, INTEREST, PRINCIPAL"),
  amountPaise: z
    .number({ error: "Amount must be a whole number of paise" })
    .int("Amount must be a whole number of paise")
    .positive("Amount must be more than zero"),
  reason: requiredText("Reason", { max: 500 }),
});
export type EmiWaiverRequest = z.input<typeof emiWaiverRequestSchema>;
/** The `EMI_WAIVER` operation's input: the request and the EMI it names. */
export type EmiWaiverValues = z.output<typeof emiWaiverRequestSchema> & { emiId: string };

/**
 * `POST /account/collect/payment/nach-debit`: a presented EMI's debit the bank confirmed (banks that report
 * by file), with the bank's reference as the UTR; waits for a second staff user like every money command.
 */
export const nachDebitRequestSchema = z.object({
  emiId: z.guid(EMI_NOT_FOUND),
  amount: rupeeAmount("Amount"),
  bankReference: utrField("Bank reference"),
  debitDate: isoDate("Debit Date"),
});
export type NachDebitRequest = z.input<typeof nachDebitRequestSchema>;
export type NachDebitValues = z.output<typeof nachDebitRequestSchema>;

/**
 * `POST /account/emis/:id/sandbox/debit-result` (only with the embedded mandate sandbox): the sponsor bank's
 * answer to a presented EMI's debit, delivered as the provider's signed webhook: success without a return code,
 * a bounce with one.
 */
export const emiSandboxDebitRequestSchema = z.object({ returnCode: nachReturnCodeSchema.optional() });

export const EMI_SORT_FIELDS = ["dueDate", "trancheRef", "borrowerName", "status", "updatedAt"] as const;
export const DEFAULT_EMI_SORT = "dueDate";

/**
 * `GET /account/emis`: 50 a page (spec section 9); `status` comma-separated; `bounced=true` is the spec's
 * bounce list (every EMI that has bounced at least once), `bounceReason` narrows it by return code; `scheduleStatus` the spec's schedule status filter
 * (initiated: presented and in flight; scheduled: in a presentation file); due dates `YYYY-MM-DD`; `search`
 * a contains search on the borrower's name, or the tranche reference.
 */
export const emiListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(DEFAULT_LOAN_PAGE_SIZE),
  sort: sortParam(EMI_SORT_FIELDS).default(DEFAULT_EMI_SORT),
  status: csvParam(EMI_STATUSES).optional(),
  bounced: z
    .enum(["true", "false"], { error: "Bounce list must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  /** The bounce list narrowed to the EMIs whose last return code falls under these reasons. */
  bounceReason: csvParam(NACH_BOUNCE_REASONS).optional(),
  scheduleStatus: z
    .enum(SCHEDULE_STATUS_FILTERS, {
      error: `Schedule status must be one of ${SCHEDULE_STATUS_FILTERS.join(", ")}`,
    })
    .optional(),
  trancheKind: z
    .enum(TRANCHE_KINDS, { error: `Tranche must be one of ${TRANCHE_KINDS.join(", ")}` })
    .optional(),
  loanId: z.guid("Loan id must be a UUID").optional(),
  invoiceId: z.guid("Invoice id must be a UUID").optional(),
  lenderId: z.guid("Lender id must be a UUID").optional(),
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  programmeId: z.guid("Programme id must be a UUID").optional(),
  /** One merchant user's EMIs (their loans' and drawdowns'): the admin utility's EMI picker. */
  borrowerUserId: z.guid("Borrower id must be a UUID").optional(),
  dueFrom: filterDateParam("Due from must be YYYY-MM-DD").optional(),
  dueTo: filterDateParam("Due to must be YYYY-MM-DD").optional(),
  search: z.string().trim().max(100, "Search can be at most 100 characters").optional(),
});
export type EmiListQuery = z.output<typeof emiListQuerySchema>;
export type EmiListQueryInput = z.input<typeof emiListQuerySchema>;
export const emiExportQuerySchema = emiListQuerySchema.omit({ page: true, pageSize: true });

/** An EMI row of the list: money in paise; `dpd` the days past due as of today's end (0 when paid or not yet due). */
export const emiItemSchema = z.object({
  id: z.string(),
  trancheKind: z.enum(TRANCHE_KINDS),
  loanId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** The invoice whose interest a SUBVENTION due bills to the anchor. */
  subventionInvoiceId: z.string().nullable(),
  trancheRef: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  anchorId: z.string().nullable(),
  anchorName: z.string().nullable(),
  programmeId: z.string().nullable(),
  programmeName: z.string().nullable(),
  borrowerUserId: z.string().nullable(),
  borrowerKey: z.string(),
  borrowerName: z.string(),
  installmentNumber: z.number().int(),
  dueDate: z.string(),
  status: z.enum(EMI_STATUSES),
  principalDuePaise: z.number().int(),
  interestDuePaise: z.number().int(),
  penalDuePaise: z.number().int(),
  principalPaidPaise: z.number().int(),
  interestPaidPaise: z.number().int(),
  penalPaidPaise: z.number().int(),
  /** What is still owed of every component. */
  outstandingPaise: z.number().int(),
  presentation: z.enum(EMI_PRESENTATIONS).nullable(),
  presentedOn: z.string().nullable(),
  returnCode: z.string().nullable(),
  bounceCount: z.number().int(),
  rescheduleDate: z.string().nullable(),
  paidOn: z.string().nullable(),
  /** What a compromise settlement or an approved cancellation removed (`emi_write_offs`; the due is then CANCELLED). */
  writtenOffPaise: z.number().int(),
  dpd: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EmiItem = z.infer<typeof emiItemSchema>;

/** How an EMI is named, on screen and in a proposal: its tranche and instalment. */
export const emiTitle = (emi: { trancheRef: string; installmentNumber: number; trancheKind: string }) =>
  emi.trancheKind === "LOAN"
    ? `${emi.trancheRef} · EMI ${emi.installmentNumber}`
    : `${emi.trancheRef} · ${emi.trancheKind === "SUBVENTION" ? "subvention" : "due"}`;
export const emiListResponseSchema = z.object({
  payload: z.array(emiItemSchema),
  total: z.number().int().nonnegative(),
  totalIsCapped: z.boolean().optional(),
});

/** How far the EMI list counts before it answers "N+". */
export const EMI_COUNT_CAP = 10_000;

export const emiTimelineEntrySchema = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
});

export const emiChargeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  chargedOn: z.string(),
  amountPaise: z.number().int(),
  bearer: z.string(),
  reversesId: z.string().nullable(),
  /** Why the line was written (a waiver's reason). */
  note: z.string().nullable(),
});

export const emiAllocationSchema = z.object({
  id: z.string(),
  receiptId: z.string(),
  receiptNumber: z.string(),
  channel: z.string(),
  utr: z.string().nullable(),
  component: z.enum(DUE_COMPONENTS),
  amountPaise: z.number().int(),
  allocatedOn: z.string(),
});

/** `GET /account/emis/:id`: the row, its allocations, charges and timeline, and what the caller may do now. */
export const emiDetailSchema = emiItemSchema.extend({
  returnCodeLabel: z.string().nullable(),
  /** Whether the last return code lets the EMI be presented again. */
  retryAllowed: z.boolean().nullable(),
  charges: z.array(emiChargeSchema),
  allocations: z.array(emiAllocationSchema),
  timeline: z.array(emiTimelineEntrySchema),
  allowedActions: z.array(z.enum(EMI_PAGE_ACTIONS)),
});
export type EmiDetail = z.infer<typeof emiDetailSchema>;
