import type { InvoiceExportQuery, InvoiceItem, InvoiceListQuery } from "@domain/api/invoices";
import { INVOICE_TYPE_LABELS } from "@domain/enums/finance";
import { INVOICE_STATUS_LABELS } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { invoices } from "@server/db/schema/invoices";
import { rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";
import { keysetBatches, type SortKey } from "@server/exports/keyset";
import { combine, invoiceFilterConditions } from "./invoice-filters";
import { selectInvoiceListRows } from "./invoice-reads";
import { toInvoiceItem } from "./invoice-row";
import { invoiceScopeCondition } from "./invoice-scope";
import { orderBy, parseSort } from "./invoice-sort";

/** The list's columns as the screen labels them; the id first, for a re-import to name the invoice. */
export const INVOICE_EXPORT_COLUMNS: CsvColumn<InvoiceItem>[] = [
  { header: ID_HEADER, value: (invoice) => invoice.id },
  { header: "Invoice number", value: (invoice) => invoice.invoiceNumber },
  { header: "Counterparty", value: (invoice) => invoice.counterpartyName },
  { header: "Status", value: (invoice) => INVOICE_STATUS_LABELS[invoice.status] },
  { header: "Type", value: (invoice) => INVOICE_TYPE_LABELS[invoice.type] },
  { header: "Invoice amount (₹)", value: (invoice) => rupees(invoice.amountPaise) },
  { header: "Actual payment (₹)", value: (invoice) => rupees(invoice.actualPaymentPaise) },
  { header: "Invoice date", value: (invoice) => invoice.invoiceDate },
  { header: "Payment date", value: (invoice) => invoice.paymentDate },
  { header: "Actual payment date", value: (invoice) => invoice.actualPaymentDate },
  { header: "Anchor", value: (invoice) => invoice.anchorName },
  { header: "Lender", value: (invoice) => invoice.lenderName },
  { header: "UTR", value: (invoice) => invoice.utr },
];

/** The list's filter conditions take the list's query; an export's is the same without paging (unused there). */
const asListQuery = (query: InvoiceExportQuery): InvoiceListQuery => ({
  ...query,
  page: 1,
  pageSize: 1,
  encoding: "objects",
});

/**
 * Every invoice the list's filters select within the caller's tenancy, in the list's order (its sort, then
 * the id), batch by batch: the list's own scope, filter conditions, select and ORDER BY.
 */
export function invoiceExportBatches(db: Executor, scope: TenancyScope, query: InvoiceExportQuery) {
  const sort = parseSort(query.sort);
  const where = combine([invoiceScopeCondition(scope), ...invoiceFilterConditions(asListQuery(query))]);
  const { column, cast, nullable } = sort.spec;
  const keys: SortKey[] = [
    { column, cast, nullable, descending: sort.descending },
    { column: invoices.id, cast: "uuid", descending: sort.descending },
  ];
  return keysetBatches<InvoiceItem>({
    keys,
    keyOf: (invoice) => [invoice[sort.field], invoice.id],
    read: async (after, limit) => {
      const rows = await selectInvoiceListRows(db)
        .where(after ? combine([where, after]) : where)
        .orderBy(...orderBy(sort))
        .limit(limit);
      return rows.map(toInvoiceItem);
    },
  });
}
