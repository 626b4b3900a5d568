import type { InvoiceDetail, InvoiceItem } from "@domain/api/invoices";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";

/** How the portal names an invoice: its card, and its id in the heading, breadcrumb and document title. */
export const invoiceTitle = (invoice: Pick<InvoiceItem, "invoiceNumber">) =>
  `Invoice ${invoice.invoiceNumber}`;

/** The invoice of an `:id` route; while it is shown, the id in the path reads as "Invoice INV-0042". */
export function useInvoiceRecord(id: string) {
  const one = useOne<InvoiceDetail, HttpError>({
    resource: "invoices",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, one.result ? invoiceTitle(one.result) : undefined);
  return one;
}
