import type { ResourceProps } from "@refinedev/core";
import { INVOICE_ROUTES } from "./invoice-routes";

/** The invoice resource for Refine: its routes are the `/invoices` pages registered in the route table. */
export const invoiceResource: ResourceProps = {
  name: "invoices",
  list: INVOICE_ROUTES.list,
  create: INVOICE_ROUTES.create,
  show: INVOICE_ROUTES.show,
  edit: INVOICE_ROUTES.edit,
  meta: { label: "Invoices", hide: true },
};
