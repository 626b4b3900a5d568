import type { MandateItem } from "@domain/api/mandates";
import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { type CrudFilter, getDefaultFilter, type HttpError, useTable } from "@refinedev/core";
import { useMemo } from "react";

/** The list's filters as `GET /user/mandates` names them. */
export type MandateFilterField = "status" | "kind" | "lenderId" | "anchorId";
export type MandateFilterValue = string | string[] | undefined;

export interface MandateFilters {
  get(field: MandateFilterField): MandateFilterValue;
  set(values: Partial<Record<MandateFilterField, MandateFilterValue>>): void;
}

const operatorOf = (field: string) => (field === "status" ? "in" : "eq");

/** The mandate list's page, size, sort and filters in the URL; 50 rows by default (spec section 9), newest first. */
export function useMandateTable() {
  const table = useTable<MandateItem, HttpError>({
    resource: "mandates",
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_LOAN_PAGE_SIZE },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
    filters: { defaultBehavior: "merge" },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const { filters, setFilters } = table;
  const mandateFilters = useMemo<MandateFilters>(
    () => ({
      get: (field) => getDefaultFilter(field, filters, operatorOf(field)) as MandateFilterValue,
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
  return { refineTable: table, mandateFilters };
}
