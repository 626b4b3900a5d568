import type { InvoiceItem } from "@domain/api/invoices";
import type { InvoiceType } from "@domain/enums/finance";
import type { InvoiceStatus } from "@domain/enums/statuses";
import { anchors } from "@server/db/schema/anchors";
import { invoices } from "@server/db/schema/invoices";
import { lenders } from "@server/db/schema/lenders";

/**
 * The columns a list row is built from: the row plus the anchor's and lender's names. The detail's audit
 * columns and the tenancy key stay out, as every column selected costs decoding (most on PGlite).
 */
export const invoiceListColumns = {
  id: invoices.id,
  type: invoices.type,
  status: invoices.status,
  anchorId: invoices.anchorId,
  anchorName: anchors.name,
  programmeId: invoices.programmeId,
  lenderId: invoices.lenderId,
  lenderName: lenders.name,
  supplierId: invoices.supplierId,
  partnerId: invoices.partnerId,
  retailerId: invoices.retailerId,
  counterpartyName: invoices.counterpartyName,
  invoiceNumber: invoices.invoiceNumber,
  amountPaise: invoices.amountPaise,
  invoiceDate: invoices.invoiceDate,
  repaymentDurationDays: invoices.repaymentDurationDays,
  paymentDate: invoices.paymentDate,
  interestRatePercent: invoices.interestRatePercent,
  tdsPercent: invoices.tdsPercent,
  actualPaymentPaise: invoices.actualPaymentPaise,
  actualPaymentDate: invoices.actualPaymentDate,
  utr: invoices.utr,
  rejectReason: invoices.rejectReason,
  rejectNote: invoices.rejectNote,
  documentKey: invoices.documentKey,
  documentName: invoices.documentName,
  version: invoices.version,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};

/** The columns one invoice's answer is built from. */
export const invoiceColumns = {
  ...invoiceListColumns,
  merchantUserId: invoices.merchantUserId,
  documentMime: invoices.documentMime,
  verifiedBy: invoices.verifiedBy,
  approvedBy: invoices.approvedBy,
};

type Columns = typeof invoiceColumns;
/** A selected invoice row; columns that may be null in the table stay nullable here. */
export type InvoiceRow = {
  [K in keyof Columns]: Columns[K]["_"]["notNull"] extends true
    ? Columns[K]["_"]["data"]
    : Columns[K]["_"]["data"] | null;
};

/** "12.5000" → "12.5": the rate as a person writes it. */
export const plainPercent = (value: string): string => String(Number(value));

/** A selected list row (`invoiceListColumns`). */
export type InvoiceListRow = Omit<
  InvoiceRow,
  "merchantUserId" | "documentMime" | "verifiedBy" | "approvedBy"
>;

export function toInvoiceItem(row: InvoiceListRow): InvoiceItem {
  return {
    id: row.id,
    type: row.type as InvoiceType,
    status: row.status as InvoiceStatus,
    anchorId: row.anchorId,
    anchorName: row.anchorName,
    programmeId: row.programmeId,
    lenderId: row.lenderId,
    lenderName: row.lenderName,
    supplierId: row.supplierId,
    partnerId: row.partnerId,
    retailerId: row.retailerId,
    counterpartyName: row.counterpartyName,
    invoiceNumber: row.invoiceNumber,
    amountPaise: row.amountPaise,
    invoiceDate: row.invoiceDate,
    repaymentDurationDays: row.repaymentDurationDays,
    paymentDate: row.paymentDate,
    interestRatePercent: plainPercent(row.interestRatePercent),
    tdsPercent: row.tdsPercent,
    actualPaymentPaise: row.actualPaymentPaise,
    actualPaymentDate: row.actualPaymentDate,
    utr: row.utr,
    rejectReason: row.rejectReason,
    rejectNote: row.rejectNote,
    hasDocument: row.documentKey !== null,
    documentName: row.documentName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
