import { DUE_COMPONENTS } from "@domain/collections/appropriation";
import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import type { PaymentType } from "@domain/enums/finance";
import {
  PAYMENT_COLLECTION_STATUS_LABELS,
  PAYMENT_COLLECTION_STATUSES,
  type PaymentCollectionStatus,
} from "@domain/enums/statuses";
import { paymentSchema } from "@domain/schemas/payment";
import { processingFeeSchema } from "@domain/schemas/payment-operations";
import { optionalText, requiredThen } from "@domain/schemas/text-fields";
import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";
import { filterDateParam } from "./filter-dates";
import { LOAN_NOT_FOUND } from "./loans";
import { csvParam, pageSizeParam, sortParam } from "./list-params";
import { pageParam } from "./paging";

export const COLLECTION_NOT_FOUND = "Collection not found";

/** How a receipt came in: the command that posted it. */
export const RECEIPT_CHANNELS = [
  "MANUAL_PAYMENT",
  "USER_COLLECTION",
  "BULK_COLLECTION",
  "SETTLEMENT",
  "NACH",
  "UPI",
  "GATEWAY",
  "PROCESSING_FEE",
  "UTR_IMPORT",
  "BANK_CREDIT",
  "ADVANCE_EMI",
  "REVERSAL",
] as const;
export type ReceiptChannel = (typeof RECEIPT_CHANNELS)[number];
export const RECEIPT_CHANNEL_LABELS: Record<ReceiptChannel, string> = {
  MANUAL_PAYMENT: "Manual payment",
  USER_COLLECTION: "User collection",
  BULK_COLLECTION: "Bulk collection",
  SETTLEMENT: "Settlement",
  NACH: "e-NACH",
  UPI: "UPI AutoPay",
  GATEWAY: "Payment gateway",
  PROCESSING_FEE: "Processing fee",
  UTR_IMPORT: "UTR import",
  BANK_CREDIT: "Bank statement credit",
  ADVANCE_EMI: "Advance EMI (deducted at disbursal)",
  REVERSAL: "Reversal",
};

/** The tranche a payment is for: a loan's or invoice's id, or its reference (`LN-000018`, the invoice number). */
export const TRANCHE_REQUIRED = "Invoice Id is required: name the loan or invoice this payment is for";

/**
 * `POST /account/collect/payment/processing-fee`: the spec's processing fee form for one loan, at its
 * version. Paid posts a processing-fee receipt with its UTR; unpaid reverses it.
 */
export const processingFeeRequestSchema = z.intersection(
  processingFeeSchema,
  z.object({ loanId: requiredThen("Loan", z.guid(LOAN_NOT_FOUND)), version: versionField }),
);
export type ProcessingFeeRequest = z.input<typeof processingFeeRequestSchema>;

/** The payment form's fields each method shows (spec section 3): the rest stay hidden and are not sent. */
export const PAYMENT_COMMON_FIELDS = [
  "payment",
  "amt",
  "reference",
  "reference_id",
  "collection_date",
  "invoice_id",
] as const;
type PaymentField = keyof typeof paymentSchema.shape;
export const PAYMENT_METHOD_FIELDS: Record<PaymentType, readonly PaymentField[]> = {
  Enach: [],
  UPI: ["UPIIdNumber"],
  "Debit Card": ["card_no", "cvv"],
  "Net Banking": ["customer_id", "password"],
};

/** The UPI method's "UPI app": any app pays to the UPI id (UPIIdNumber), PhonePe to its own (phonepe_upi). */
export const UPI_APPS = ["ANY", "PHONEPE"] as const;
export type UpiApp = (typeof UPI_APPS)[number];
export const UPI_APP_LABELS: Record<UpiApp, string> = { ANY: "Any UPI app", PHONEPE: "PhonePe" };
const upiAppField = z.enum(UPI_APPS, { error: "UPI app must be Any UPI app or PhonePe" }).default("ANY");

/** The method's own fields: UPI through PhonePe asks phonepe_upi instead of UPIIdNumber. */
export const paymentMethodFields = (method: PaymentType, upiApp?: UpiApp): readonly PaymentField[] =>
  method === "UPI" && upiApp === "PHONEPE" ? ["phonepe_upi"] : PAYMENT_METHOD_FIELDS[method];

const pickMask = (method: PaymentType, upiApp?: UpiApp) =>
  Object.fromEntries(
    [...PAYMENT_COMMON_FIELDS, ...paymentMethodFields(method, upiApp)].map((field) => [field, true]),
  ) as Record<PaymentField, true>;

/** The payment form's schema for one method (and UPI app): the spec's rules and messages of the fields it shows. */
export const paymentFormSchemaFor = (method: PaymentType, upiApp?: UpiApp) => {
  const picked = paymentSchema.pick(pickMask(method, upiApp));
  return method === "UPI" ? picked.extend({ upi_app: upiAppField }) : picked;
};

/**
 * `POST /account/collect/payment/pg`: the payment form through the payment gateway. The body is checked
 * against the chosen method's fields (`paymentFormSchemaFor`); the card number and CVV go to the gateway
 * only, never to the database or a log.
 */
export const paymentFormRequestSchema = z.looseObject({ payment: paymentSchema.shape.payment });

/** The collection statuses of a gateway payment still in flight: it can be refreshed or cancelled. */
export const GATEWAY_IN_FLIGHT_STATUSES: readonly PaymentCollectionStatus[] = [
  "PENDING",
  "INITIATED",
  "IN_PROCESS",
];
export const isGatewayInFlight = (collection: Pick<CollectionItem, "channel" | "status">) =>
  collection.channel === "GATEWAY" && GATEWAY_IN_FLIGHT_STATUSES.includes(collection.status);

export const NOT_A_GATEWAY_PAYMENT =
  "Only a payment made through the payment gateway can be refreshed or cancelled";
export const gatewayPaymentFinal = (receiptNumber: string, status: PaymentCollectionStatus) =>
  `Payment ${receiptNumber} is already final (${PAYMENT_COLLECTION_STATUS_LABELS[status]}); it can no longer be refreshed or cancelled`;

/**
 * `POST /account/collect/payment/refresh` and `.../cancel`: one gateway payment in flight, at the version read.
 * Refresh asks the gateway for its status now; cancel cancels the order at the gateway.
 */
export const gatewayPaymentActionSchema = z.object({
  id: z.guid(COLLECTION_NOT_FOUND),
  version: versionField,
});
export type GatewayPaymentAction = z.input<typeof gatewayPaymentActionSchema>;

export const COLLECTION_SORT_FIELDS = [
  "createdAt",
  "receivedOn",
  "amountPaise",
  "receiptNumber",
  "borrowerName",
  "status",
] as const;
export const DEFAULT_COLLECTION_SORT = "-createdAt";

/**
 * `GET /account/collections`: the collection manager's search, 50 a page (spec section 9). `status` and
 * `channel` comma-separated; received dates `YYYY-MM-DD`; `search` the borrower's, lender's or anchor's name
 * (contains) or the receipt number; `utr` a whole UTR in any case or spacing.
 */
export const collectionListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(DEFAULT_LOAN_PAGE_SIZE),
  sort: sortParam(COLLECTION_SORT_FIELDS).default(DEFAULT_COLLECTION_SORT),
  status: csvParam(PAYMENT_COLLECTION_STATUSES).optional(),
  channel: csvParam(RECEIPT_CHANNELS).optional(),
  receivedFrom: filterDateParam("Received from must be YYYY-MM-DD").optional(),
  receivedTo: filterDateParam("Received to must be YYYY-MM-DD").optional(),
  lenderId: z.guid("Lender id must be a UUID").optional(),
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  search: z.string().trim().max(100, "Search can be at most 100 characters").optional(),
  utr: z.string().trim().max(40, "UTR can be at most 40 characters").optional(),
});
export type CollectionListQuery = z.output<typeof collectionListQuerySchema>;
export type CollectionListQueryInput = z.input<typeof collectionListQuerySchema>;
export const collectionExportQuerySchema = collectionListQuerySchema.omit({ page: true, pageSize: true });
export type CollectionFilter = z.output<typeof collectionExportQuerySchema>;

export const collectionItemSchema = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  channel: z.enum(RECEIPT_CHANNELS),
  status: z.enum(PAYMENT_COLLECTION_STATUSES),
  lenderId: z.string(),
  lenderName: z.string(),
  anchorId: z.string().nullable(),
  anchorName: z.string().nullable(),
  borrowerUserId: z.string().nullable(),
  borrowerName: z.string(),
  loanId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  bulkId: z.string().nullable(),
  utr: z.string().nullable(),
  amountPaise: z.number().int(),
  unappliedPaise: z.number().int(),
  receivedOn: z.string(),
  utrDate: z.string().nullable(),
  nachDate: z.string().nullable(),
  reversesId: z.string().nullable(),
  /** The receipt that reversed this one, when one did. */
  reversedById: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;
export const collectionListResponseSchema = z.object({
  payload: z.array(collectionItemSchema),
  total: z.number().int().nonnegative(),
  totalIsCapped: z.boolean().optional(),
});
export const COLLECTION_COUNT_CAP = 10_000;

export const collectionAllocationSchema = z.object({
  emiId: z.string(),
  trancheRef: z.string(),
  installmentNumber: z.number().int(),
  dueDate: z.string(),
  component: z.enum(DUE_COMPONENTS),
  amountPaise: z.number().int(),
  allocatedOn: z.string(),
});
export type CollectionAllocation = z.infer<typeof collectionAllocationSchema>;

/** `GET /account/collections/:id`: the receipt, how it was appropriated, and the command's own fields. */
export const collectionDetailSchema = collectionItemSchema.extend({
  details: z.record(z.string(), z.unknown()),
  allocations: z.array(collectionAllocationSchema),
  createdByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/**
 * The collection manager's bulk actions: cancel reverses a posted receipt (reversal and replay) or expires
 * one not yet paid; pause holds the open dues of the receipt's borrower (the EMI machine's pause); settle
 * marks a paid receipt completed (matched and allocated).
 */
export const COLLECTION_BULK_ACTIONS = ["cancel", "pause", "settle"] as const;
export type CollectionBulkAction = (typeof COLLECTION_BULK_ACTIONS)[number];
export const COLLECTION_BULK_ACTION_LABELS: Record<CollectionBulkAction, string> = {
  cancel: "Cancel",
  pause: "Pause",
  settle: "Settle",
};
/** The most rows one bulk action takes. */
export const BULK_ACTION_LIMIT = 5000;
export const BULK_SELECTION_REQUIRED = "Select the collections to act on, or all matching the filter";

/**
 * `POST /account/collection/manager/:action`: over the selected `ids`, or over every row `filter` selects
 * (`all: true`), at most BULK_ACTION_LIMIT. Cancel moves money, so it waits for a second staff user.
 */
export const collectionBulkRequestSchema = z
  .object({
    ids: z
      .array(z.guid(COLLECTION_NOT_FOUND))
      .max(BULK_ACTION_LIMIT, `At most ${BULK_ACTION_LIMIT} collections at once`)
      .optional(),
    all: z.boolean().optional(),
    filter: collectionExportQuerySchema.optional(),
    reason: optionalText("Reason", { max: 500 }),
  })
  .refine((body) => (body.all ? body.filter !== undefined : (body.ids?.length ?? 0) > 0), {
    error: BULK_SELECTION_REQUIRED,
    path: ["ids"],
  });
export type CollectionBulkRequest = z.input<typeof collectionBulkRequestSchema>;

export const bulkRowResultSchema = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  amountPaise: z.number().int(),
  ok: z.boolean(),
  /** What was done, or why the row was refused. */
  message: z.string(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

/** What a bulk action (or its preview) covers: the count and total the portal confirms before it runs. */
export const bulkSelectionSchema = z.object({ count: z.number().int(), totalPaise: z.number().int() });

/** `GET /account/collection/manager/summary`: the count and total of the rows the filter selects. */
export const bulkSummaryResponseSchema = z.object({ payload: bulkSelectionSchema });

/** A bulk action that ran: one result per row. */
export const bulkResultSchema = z.object({ results: z.array(bulkRowResultSchema) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/**
 * `POST /account/collect/payment/utrNumber`: the UTR correction of a posted receipt (found by its UTR,
 * `utrNumber`, through the lookup), at its version: by reversal and replay under `new_utr`, through
 * maker-checker. `old_utr`, when given, must be the receipt's UTR now.
 */
export const utrCorrectionSchema = paymentSchema
  .pick({ old_utr: true, new_utr: true })
  .extend({ reason: optionalText("Reason", { max: 500 }) });
export type UtrCorrectionValues = z.input<typeof utrCorrectionSchema>;
export const utrCorrectionRequestSchema = utrCorrectionSchema.extend({
  id: z.guid(COLLECTION_NOT_FOUND),
  version: versionField,
});
export type UtrCorrectionRequest = z.input<typeof utrCorrectionRequestSchema>;
export const OLD_UTR_MISMATCH = "Old UTR does not match this receipt's UTR";
export const NEW_UTR_SAME = "New UTR is the receipt's UTR already";
export const UTR_CORRECTION_NOT_POSTED =
  "Only a posted receipt (paid or completed) can have its UTR corrected";

/**
 * `POST /account/collections/:id/receipt-pdf`: the payment receipt of a paid or completed collection as a PDF
 * that opens only with `passwordPdf` (the password the borrower is given to open it).
 */
export const receiptPdfRequestSchema = paymentSchema.pick({ passwordPdf: true });
export type ReceiptPdfRequest = z.input<typeof receiptPdfRequestSchema>;
export const RECEIPT_PDF_NOT_PAID = "Only a paid or completed receipt that is not reversed has a PDF receipt";

/** `GET /account/collect/payment/utrNumber/:utr`: the receipt recorded under a UTR, in any case or spacing. */
export const utrLookupSchema = z.object({ found: z.boolean(), collection: collectionItemSchema.nullable() });
export type UtrLookup = z.infer<typeof utrLookupSchema>;
