/** The invoice resource's own routes (beside the spec's pages, which embed the same list). */
export const INVOICE_ROUTES = {
  list: "/invoices",
  create: "/invoices/new",
  show: "/invoices/:id",
  edit: "/invoices/:id/edit",
} as const;

export const invoiceShowPath = (id: string) => INVOICE_ROUTES.show.replace(":id", encodeURIComponent(id));
export const invoiceEditPath = (id: string) => INVOICE_ROUTES.edit.replace(":id", encodeURIComponent(id));
