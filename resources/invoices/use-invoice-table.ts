import type { InvoiceItem } from "@domain/api/invoices";
import { DEFAULT_INVOICE_PAGE_SIZE } from "@domain/constants";
import type { CrudFilter } from "@refinedev/core";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { type TableFilters, useUrlTable } from "@src/components/list-table/use-url-table";

/** The list's filters as the API names them; ranges are a `From` and a `To` filter each. */
export type InvoiceFilterField =
  | "status"
  | "type"
  | "counterpartyName"
  | "amountFrom"
  | "amountTo"
  | "invoiceDateFrom"
  | "invoiceDateTo"
  | "paymentDateFrom"
  | "paymentDateTo"
  | "actualPaymentDateFrom"
  | "actualPaymentDateTo";

const LIST_FIELDS: readonly InvoiceFilterField[] = ["status", "type"];

export type InvoiceFilters = TableFilters<InvoiceFilterField>;

export interface UseInvoiceTableOptions {
  /** Filters the page always applies and the user cannot remove (a tab's type, a status group). */
  permanent?: CrudFilter[];
  /** Off for a list embedded beside another synced table. */
  syncWithLocation?: boolean;
}

/**
 * The invoice list's state (page, page size, sorters, filters), kept in the URL so a reload or a shared link
 * opens the same view; 10 rows by default (spec section 9), newest first.
 */
export function useInvoiceTable({ permanent = [], syncWithLocation = true }: UseInvoiceTableOptions = {}) {
  const { refineTable, filters } = useUrlTable<InvoiceItem, InvoiceFilterField>({
    resource: "invoices",
    pageSize: DEFAULT_INVOICE_PAGE_SIZE,
    initialSort: { field: "createdAt", order: "desc" },
    listFields: LIST_FIELDS,
    permanent,
    syncWithLocation,
    // The lean answer (field names once, rows as arrays); the data provider turns it back into items.
    meta: { query: { encoding: "rows" } },
  });
  return { ...refineTable, invoiceFilters: filters, data: bindRefineTable(refineTable).data };
}
