import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { invoiceItemSchema, type InvoiceItem } from "@domain/api/invoices";
import type { InvoiceType } from "@domain/enums/finance";
import type { InvoiceStatus } from "@domain/enums/statuses";
import { anchors } from "@server/db/schema/anchors";
import { invoices } from "@server/db/schema/invoices";
import { lenders } from "@server/db/schema/lenders";
import { prerendered } from "./static-sql";

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

/** The columns of `invoices` a list row is written from (`INVOICE_ITEM_SQL`): all but the two names. */
export const INVOICE_ROW_COLUMNS = Object.values(invoiceListColumns).filter(
  (column) => column !== anchors.name && column !== lenders.name,
);

/** The fields of a list row, in the order of the item schema: the lean answer's `fields`. */
export const INVOICE_ITEM_FIELDS = Object.keys(invoiceItemSchema.shape) as (keyof InvoiceItem)[];

/** An instant as `Date.toISOString()` writes it (UTC, milliseconds, `Z`). */
export const isoInstant = (column: AnyColumn | SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Each field of a list row as a SQL expression whose JSON is the JSON of `toInvoiceItem`'s value (over
 * `invoices` joined to `anchors` and `lenders`), so the database can write a page's JSON itself.
 */
export const INVOICE_ITEM_SQL: Record<keyof InvoiceItem, SQL> = {
  id: sql`${invoices.id}`,
  type: sql`${invoices.type}`,
  status: sql`${invoices.status}`,
  anchorId: sql`${invoices.anchorId}`,
  anchorName: sql`${anchors.name}`,
  programmeId: sql`${invoices.programmeId}`,
  lenderId: sql`${invoices.lenderId}`,
  lenderName: sql`${lenders.name}`,
  supplierId: sql`${invoices.supplierId}`,
  partnerId: sql`${invoices.partnerId}`,
  retailerId: sql`${invoices.retailerId}`,
  counterpartyName: sql`${invoices.counterpartyName}`,
  invoiceNumber: sql`${invoices.invoiceNumber}`,
  amountPaise: sql`${invoices.amountPaise}`,
  invoiceDate: sql`${invoices.invoiceDate}`,
  repaymentDurationDays: sql`${invoices.repaymentDurationDays}`,
  paymentDate: sql`${invoices.paymentDate}`,
  // plainPercent: "12.5000" reads "12.5".
  interestRatePercent: sql`trim_scale(${invoices.interestRatePercent})::text`,
  tdsPercent: sql`trim_scale(${invoices.tdsPercent})`,
  actualPaymentPaise: sql`${invoices.actualPaymentPaise}`,
  actualPaymentDate: sql`${invoices.actualPaymentDate}`,
  utr: sql`${invoices.utr}`,
  rejectReason: sql`${invoices.rejectReason}`,
  rejectNote: sql`${invoices.rejectNote}`,
  hasDocument: sql`${invoices.documentKey} IS NOT NULL`,
  documentName: sql`${invoices.documentName}`,
  version: sql`${invoices.version}`,
  createdAt: isoInstant(invoices.createdAt),
  updatedAt: isoInstant(invoices.updatedAt),
};

/** A list row as one JSON array, its values in INVOICE_ITEM_FIELDS order (the lean encoding's row). */
export const invoiceRowArraySql = prerendered(
  sql`json_build_array(${sql.join(
    INVOICE_ITEM_FIELDS.map((field) => INVOICE_ITEM_SQL[field]),
    sql`, `,
  )})`,
);
