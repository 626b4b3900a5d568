import type { LoanItem } from "@domain/api/loans";
import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { type CrudFilter, getDefaultFilter, type HttpError, useTable } from "@refinedev/core";
import { useMemo } from "react";

/** The list's filters as `GET /user/loans` names them; amounts in paise, dates `YYYY-MM-DD`. */
export type LoanFilterField =
  | "status"
  | "lenderId"
  | "anchorId"
  | "programmeId"
  | "createdFrom"
  | "createdTo"
  | "amountMin"
  | "amountMax";

export type LoanFilterValue = string | number | string[] | undefined;

export interface LoanFilters {
  get(field: LoanFilterField): LoanFilterValue;
  /** Sets (or with `undefined` clears) several filters at once and goes back to page 1. */
  set(values: Partial<Record<LoanFilterField, LoanFilterValue>>): void;
}

const operatorOf = (field: string) => (field === "status" ? "in" : "eq");

/**
 * The loan list's state (page, page size, sorters, filters) in the URL, so a reload or a shared link opens
 * the same view; 50 rows by default (spec section 9), newest first.
 */
export function useLoanTable() {
  const table = useTable<LoanItem, HttpError>({
    resource: "loans",
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_LOAN_PAGE_SIZE },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
    filters: { defaultBehavior: "merge" },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const { filters, setFilters } = table;

  const loanFilters = useMemo<LoanFilters>(
    () => ({
      get: (field) => getDefaultFilter(field, filters, operatorOf(field)) as LoanFilterValue,
      set: (values) => {
        const next: CrudFilter[] = Object.entries(values).map(([field, value]) => ({
          field,
          operator: operatorOf(field),
          value: value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value,
        }));
        setFilters(next, "merge");
      },
    }),
    [filters, setFilters],
  );

  return { refineTable: table, loanFilters };
}
