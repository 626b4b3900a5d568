import { z } from "zod";
import { listQuerySchema } from "./paging";

/**
 * The spec's bulk import types: `utr_update` records the disbursement UTR of Approved invoices; `utr_payment`
 * records repayments received, each row a receipt on a loan or an invoice (appropriated like a manual payment).
 */
export const UTR_IMPORT_TYPES = ["utr_update", "utr_payment"] as const;
export type UtrImportType = (typeof UTR_IMPORT_TYPES)[number];
export const UTR_IMPORT_TYPE_LABELS: Record<UtrImportType, string> = {
  utr_update: "UTR update (invoice disbursements)",
  utr_payment: "UTR payment (repayments received)",
};

/** Every column an import reads; headers match ignoring case, spaces, `_` and `-` (`headerKey`). */
export const UTR_IMPORT_COLUMNS = [
  "loanNumber",
  "invoiceNumber",
  "utrNumber",
  "amount",
  "paymentDate",
  "mode",
] as const;
export type UtrImportColumn = (typeof UTR_IMPORT_COLUMNS)[number];

/**
 * Each type's template, in order. `utr_payment`: the loan number (`LN-000018`) or the invoice number, the
 * UTR, the amount received in rupees, the date it was received and, optionally, the mode (NEFT, RTGS, IMPS, UPI).
 */
export const UTR_TEMPLATE_COLUMNS: Record<UtrImportType, readonly UtrImportColumn[]> = {
  utr_update: ["invoiceNumber", "utrNumber", "amount", "paymentDate"],
  utr_payment: ["loanNumber", "invoiceNumber", "utrNumber", "amount", "paymentDate", "mode"],
};

/** The columns a file of each type must have; a `utr_payment` file also needs a loan or an invoice number column. */
export const UTR_REQUIRED_COLUMNS: Record<UtrImportType, readonly UtrImportColumn[]> = {
  utr_update: ["invoiceNumber", "utrNumber", "amount", "paymentDate"],
  utr_payment: ["utrNumber", "amount", "paymentDate"],
};
export const UTR_REFERENCE_COLUMNS = "loanNumber or invoiceNumber";

/** The modes a repayment may name; its UTR's shape must agree (IMPS and UPI share the 12-digit RRN). */
export const UTR_PAYMENT_MODES = ["NEFT", "RTGS", "IMPS", "UPI"] as const;

/** The rows applied per transaction at commit: a kill leaves every batch either applied or untouched. */
export const UTR_IMPORT_BATCH_ROWS = 1_000;
/** A `utr_payment` batch posts a receipt per row through the receipt poster: fewer rows per transaction. */
export const UTR_PAYMENT_BATCH_ROWS = 100;
export const UTR_IMPORT_MAX_ROWS = 200_000;

export const UTR_IMPORT_NOT_FOUND = "UTR import not found";
export const UTR_IMPORT_TYPE_REQUIRED = `Import type must be one of ${UTR_IMPORT_TYPES.join(", ")}`;
export const UTR_IMPORT_FILE_REQUIRED = "Attach the UTR file (CSV or XLSX)";
export const UTR_IMPORT_EMPTY = "The UTR file has no rows";
export const UTR_IMPORT_TOO_MANY = `The UTR file has more than ${UTR_IMPORT_MAX_ROWS.toLocaleString("en-IN")} rows`;
export const utrImportMissingColumns = (columns: readonly string[]) =>
  `The UTR file lacks the column${columns.length > 1 ? "s" : ""} ${columns.join(", ")}`;
export const utrImportSameFile = (fileName: string, at: string) =>
  `This file was already uploaded as ${fileName} on ${at}; nothing changed`;
export const UTR_IMPORT_NOTHING_TO_APPLY =
  "No row of this import can be applied; fix the file and upload it again";
export const UTR_IMPORT_NOT_IN_PREVIEW = "This import was already submitted for approval";

/** Why a row cannot be applied, word for word as the preview and the rejected-rows file show them. */
export const UTR_ROW_REASONS = {
  invoiceRequired: "Invoice number is required",
  referenceRequired: "Loan number or invoice number is required",
  referenceBoth: "Give the loan number or the invoice number, not both",
  loanUnknown: "No loan has this loan number",
  nothingDue: "Nothing is due on this loan or invoice (its dues are paid, or with the bank for a NACH debit)",
  amountOverDue: (owed: string) =>
    `Amount is more than the ${owed} still due (after the file's earlier rows for it); correct it or enter the payment by hand`,
  utrOnDisbursal: "This UTR is already recorded as an invoice's disbursement",
  modeInvalid: `Mode must be one of ${UTR_PAYMENT_MODES.join(", ")}, or left empty`,
  modeMismatch: (mode: string) => `The UTR is not the shape of a ${mode} reference`,
  dateBeforeDisbursal: "Payment date cannot be before the loan or invoice was disbursed",
  postingRefused: (why: string) => `Not applied: ${why}`,
  invoiceUnknown: "No invoice has this invoice number",
  invoiceAmbiguous: "More than one invoice has this invoice number",
  invoiceNotApproved: (status: string) => `The invoice is ${status}; only an Approved invoice takes a UTR`,
  invoiceHasOtherUtr: (utr: string) => `The invoice already has UTR ${utr}`,
  utrInFile: (row: number) => `This UTR is also on row ${row} of the file`,
  invoiceInFile: (row: number) => `This invoice is also on row ${row} of the file`,
  utrOnInvoice: "This UTR is already recorded against another invoice",
  utrOnReceipt: (receiptNumber: string) => `This UTR is already recorded against receipt ${receiptNumber}`,
  utrInImport: (fileName: string) => `This UTR is already in the import ${fileName}, waiting to be applied`,
  amountRequired: "Amount is required",
  amountInvalid: "Amount must be rupees with at most two decimals, more than 0",
  amountMismatch: (expected: string) =>
    `Amount does not match the invoice's actual payment amount ${expected}`,
  dateRequired: "Payment date is required",
  dateInvalid: "Payment date must be a date as YYYY-MM-DD or DD-MM-YYYY",
  dateFuture: "Payment date cannot be in the future",
  dateBeforeInvoice: "Payment date cannot be before the invoice date",
} as const;

export const UTR_ROW_STATES = ["VALID", "INVALID", "ALREADY_APPLIED", "APPLIED"] as const;
export type UtrRowState = (typeof UTR_ROW_STATES)[number];

/**
 * PREVIEW: uploaded and checked, nothing changed; SUBMITTED: waiting for a second money staff user;
 * REJECTED: refused by that user; COMMITTING: approved, batches being applied; COMMITTED: done.
 */
export const UTR_IMPORT_STATES = ["PREVIEW", "SUBMITTED", "REJECTED", "COMMITTING", "COMMITTED"] as const;
export type UtrImportState = (typeof UTR_IMPORT_STATES)[number];

export const utrImportRowSchema = z.object({
  rowNumber: z.number().int(),
  loanNumber: z.string(),
  invoiceNumber: z.string(),
  utrNumber: z.string(),
  amount: z.string(),
  paymentDate: z.string(),
  state: z.enum(UTR_ROW_STATES),
  mode: z.string(),
  reason: z.string().nullable(),
  invoiceId: z.string().nullable(),
  loanId: z.string().nullable(),
  /** The receipt a `utr_payment` row posted, once applied. */
  receiptId: z.string().nullable(),
});
export type UtrImportRow = z.infer<typeof utrImportRowSchema>;

/**
 * One import. `percentage` is the spec's (a + b) / total × 100 with a = rows the import applies (valid, or
 * applied once committed) and b = rows whose invoice already carries that very UTR (an idempotent repeat).
 */
export const utrImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  type: z.enum(UTR_IMPORT_TYPES),
  state: z.enum(UTR_IMPORT_STATES),
  uploadedBy: z.string(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  alreadyAppliedRows: z.number().int(),
  appliedRows: z.number().int(),
  rejectedRows: z.number().int(),
  percentage: z.number(),
  operationId: z.string().nullable(),
});
export type UtrImport = z.infer<typeof utrImportSchema>;

export const utrImportListQuerySchema = listQuerySchema.pick({ page: true, pageSize: true });
/** `GET /account/utr-imports/export`: the whole history, newest first (the list has no filters). */
export const utrImportExportQuerySchema = utrImportListQuerySchema.omit({ page: true, pageSize: true });

export const utrImportRowsQuerySchema = utrImportListQuerySchema.extend({
  state: z.enum(UTR_ROW_STATES, { error: `State must be one of ${UTR_ROW_STATES.join(", ")}` }).optional(),
});
