import { addDays } from "@domain/dates/business-date";
import { INVOICE_TYPES } from "@domain/enums/finance";
import { INVOICE_STATUSES } from "@domain/enums/statuses";
import { paymentApprovalUtrSchema, rejectReasonSchema } from "@domain/schemas/payment-approval";
import { INVOICE_ACTIONS } from "@domain/state-machines/invoice";
import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";
import { emiItemSchema } from "./emis";
import { filterDateParam } from "./filter-dates";
import { csvParam, pageSizeParam, paiseParam, sortParam } from "./list-params";
import { pageParam } from "./paging";

/** Columns `GET /account/invoices` sorts by: `sort=invoiceDate` ascending, `sort=-invoiceDate` descending. */
export const INVOICE_SORT_FIELDS = [
  "invoiceNumber",
  "counterpartyName",
  "type",
  "status",
  "amountPaise",
  "actualPaymentPaise",
  "invoiceDate",
  "paymentDate",
  "actualPaymentDate",
  "createdAt",
  "updatedAt",
] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
export const DEFAULT_INVOICE_SORT = "-createdAt";

/**
 * A filtered list the counters cannot count says how many rows match up to four pages past the page asked
 * for, and never beyond this: further it answers `totalIsCapped: true` with the reach as `total` ("250+").
 */
export const INVOICE_COUNT_CAP = 10_000;

/** The repayment entry's payment date may lie at most this many days before today (spec: "a minimum date"). */
export const PAYMENT_DATE_LOOKBACK_DAYS = 90;

/** The bounds of the repayment forms' payment date, from today's IST business date. */
export const repaymentDateBounds = (today: string) => ({
  minDate: addDays(today, -PAYMENT_DATE_LOOKBACK_DAYS),
  today,
});

const dateParam = filterDateParam("Date must be YYYY-MM-DD");

/** How a list answer carries its rows: one object per row, or `fields` once and one array per row. */
export const LIST_ENCODINGS = ["objects", "rows"] as const;

/**
 * The query of `GET /account/invoices`. Amounts are in paise, dates `YYYY-MM-DD`. `status` and `type` take a
 * comma-separated list. `cursor` (from the previous answer's `nextCursor`) replaces `page` for deep pages.
 */
export const invoiceListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(10),
  sort: sortParam(INVOICE_SORT_FIELDS).default(DEFAULT_INVOICE_SORT),
  cursor: z.string().trim().min(1).optional(),
  /** `rows`: the lean answer (`fields` once, then one array per row); `objects` (default): one object per row. */
  encoding: z.enum(LIST_ENCODINGS).default("objects"),
  status: csvParam(INVOICE_STATUSES).optional(),
  type: csvParam(INVOICE_TYPES).optional(),
  /** Supplier, partner or retailer name: case-insensitive contains ("cattle" finds "Patel Cattle Feed"). */
  counterpartyName: z.string().trim().max(100).optional(),
  invoiceNumber: z.string().trim().max(50).optional(),
  supplierId: z.guid().optional(),
  partnerId: z.guid().optional(),
  retailerId: z.guid().optional(),
  anchorId: z.guid().optional(),
  lenderId: z.guid().optional(),
  /**
   * One merchant user's invoices: the drawdowns they drew, else those they entered (the admin utility's
   * invoice picker; no index of its own, so it goes with a status filter on a large table).
   */
  userId: z.guid("User id must be a UUID").optional(),
  amountFrom: paiseParam.optional(),
  amountTo: paiseParam.optional(),
  invoiceDateFrom: dateParam.optional(),
  invoiceDateTo: dateParam.optional(),
  paymentDateFrom: dateParam.optional(),
  paymentDateTo: dateParam.optional(),
  actualPaymentDateFrom: dateParam.optional(),
  actualPaymentDateTo: dateParam.optional(),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;
export type InvoiceListQueryInput = z.input<typeof invoiceListQuerySchema>;

/** `GET /account/invoices/export`: the list's filters and sort, every row they select (no page or cursor). */
export const invoiceExportQuerySchema = invoiceListQuerySchema.omit({
  page: true,
  pageSize: true,
  cursor: true,
  encoding: true,
});
export type InvoiceExportQuery = z.output<typeof invoiceExportQuerySchema>;

/** One row of the invoice list. Money in paise; dates `YYYY-MM-DD`; instants ISO 8601. */
export const invoiceItemSchema = z.object({
  id: z.string(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  anchorId: z.string(),
  anchorName: z.string(),
  programmeId: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  supplierId: z.string().nullable(),
  partnerId: z.string().nullable(),
  retailerId: z.string().nullable(),
  counterpartyName: z.string(),
  invoiceNumber: z.string(),
  amountPaise: z.number().int(),
  invoiceDate: z.string(),
  repaymentDurationDays: z.number().int(),
  paymentDate: z.string(),
  /** Percent per year, as text ("12.5"), from the programme's invoice terms. */
  interestRatePercent: z.string(),
  tdsPercent: z.number().nullable(),
  actualPaymentPaise: z.number().int(),
  actualPaymentDate: z.string().nullable(),
  utr: z.string().nullable(),
  rejectReason: z.string().nullable(),
  rejectNote: z.string().nullable(),
  hasDocument: z.boolean(),
  documentName: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

/** `{ payload: InvoiceItem[], total, totalIsCapped, nextCursor }`: `nextCursor` is null on the last page. */
export const invoiceListResponseSchema = z.object({
  payload: z.array(invoiceItemSchema),
  total: z.number().int().nonnegative(),
  totalIsCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** The same answer with `encoding=rows`: the field names once, then each row's values in that order. */
export const invoiceListRowsResponseSchema = invoiceListResponseSchema.omit({ payload: true }).extend({
  fields: z.array(z.string()),
  rows: z.array(z.array(z.unknown())),
});

/** One status change of the audit timeline, oldest first; `from` is null for the creation. */
export const invoiceTimelineEntrySchema = z.object({
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  from: z.enum(INVOICE_STATUSES).nullable(),
  to: z.enum(INVOICE_STATUSES),
  reason: z.string().nullable(),
});
export type InvoiceTimelineEntry = z.infer<typeof invoiceTimelineEntrySchema>;

/**
 * `GET /account/invoices/:id`: the row, its timeline, who verified and approved it (by name), the actions the
 * caller may take now, and its dues once disbursed (its repayment and the anchor's subvention, as the caller may see them).
 */
export const invoiceDetailSchema = invoiceItemSchema.extend({
  timeline: z.array(invoiceTimelineEntrySchema),
  dues: z.array(emiItemSchema),
  allowedActions: z.array(z.enum([...INVOICE_ACTIONS, "update"])),
  verifiedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

const invoiceId = (label: string) => z.guid({ error: `${label} is required` });
const version = versionField;

/** Verify, approve and settle: the invoice and the version the user saw (optimistic locking). */
export const invoiceActionBodySchema = z.object({ id: invoiceId("Invoice id"), version });
export type InvoiceActionBody = z.infer<typeof invoiceActionBodySchema>;

/** `POST /account/invoice/cancel` (spec name `cancelInvoiceId`). */
export const invoiceCancelBodySchema = z.object({ cancelInvoiceId: invoiceId("Invoice id"), version });
export type InvoiceCancelBody = z.infer<typeof invoiceCancelBodySchema>;

/** `POST /account/invoice/reject`: the spec's reason (`Reason`) and free text (`reason`). */
export const invoiceRejectBodySchema = invoiceActionBodySchema.extend(rejectReasonSchema.shape);
export type InvoiceRejectBody = z.infer<typeof invoiceRejectBodySchema>;

/** `POST /account/invoice/utr`: the disbursement's UTR (the UTR-entry form's other fields are read-only). */
export const invoiceUtrBodySchema = invoiceActionBodySchema.extend(
  paymentApprovalUtrSchema.pick({ utrNumber: true }).shape,
);
export type InvoiceUtrBody = z.infer<typeof invoiceUtrBodySchema>;

/** The programme terms the repayment forms show read-only, and the limit left. */
export const invoiceTermsSchema = z.object({
  programmeId: z.string(),
  interestRatePercent: z.string(),
  programLimitPaise: z.number().int(),
  outstandingPaise: z.number().int(),
  minPaymentDate: z.string(),
  today: z.string(),
});
export type InvoiceTerms = z.infer<typeof invoiceTermsSchema>;
