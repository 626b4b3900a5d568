import type { InvoiceItem } from "@domain/api/invoices";
import { DEFAULT_INVOICE_PAGE_SIZE } from "@domain/constants";
import { type CrudFilter, getDefaultFilter, type HttpError, useTable } from "@refinedev/core";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { useMemo } from "react";

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

const LIST_FIELDS: ReadonlySet<InvoiceFilterField> = new Set(["status", "type"]);

export type FilterValue = string | number | string[] | undefined;

export interface InvoiceFilters {
  get(field: InvoiceFilterField): FilterValue;
  /** Sets (or with `undefined` clears) several filters at once and goes back to page 1. */
  set(values: Partial<Record<InvoiceFilterField, FilterValue>>): void;
}

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
  const table = useTable<InvoiceItem, HttpError>({
    resource: "invoices",
    syncWithLocation,
    pagination: { pageSize: DEFAULT_INVOICE_PAGE_SIZE },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
    filters: { permanent, defaultBehavior: "merge" },
    queryOptions: { placeholderData: (previous) => previous },
    // The lean answer (field names once, rows as arrays); the data provider turns it back into items.
    meta: { query: { encoding: "rows" } },
  });
  const { filters, setFilters } = table;

  const invoiceFilters = useMemo<InvoiceFilters>(
    () => ({
      get: (field) => getDefaultFilter(field, filters, LIST_FIELDS.has(field) ? "in" : "eq") as FilterValue,
      set: (values) => {
        const next: CrudFilter[] = Object.entries(values).map(([field, value]) => ({
          field,
          operator: LIST_FIELDS.has(field as InvoiceFilterField) ? "in" : "eq",
          value: value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value,
        }));
        setFilters(next, "merge");
      },
    }),
    [filters, setFilters],
  );

  return { ...table, invoiceFilters, data: bindRefineTable(table).data };
}
