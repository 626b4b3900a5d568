import { DEFAULT_DPD_PAGE_SIZE, type DpdRow } from "@domain/api/delinquency";
import { businessDateAt } from "@domain/dates/business-date";
import { type CrudFilter, getDefaultFilter, type HttpError, useTable } from "@refinedev/core";
import { useMemo } from "react";

/** The view's filters as `GET /account/dpd` names them; dates `YYYY-MM-DD`. */
export type DpdFilterField = "asOf" | "level" | "bucket" | "lenderId" | "anchorId" | "programmeId";

export interface DpdFilters {
  get(field: DpdFilterField): string | undefined;
  /** Sets (or with `undefined` clears) several filters at once and goes back to page 1. */
  set(values: Partial<Record<DpdFilterField, string | undefined>>): void;
}

const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * The delinquency view's state (as-of date, level, bucket, lender, anchor, programme, search, sort, page) in
 * the URL, so a drill-down into a bucket is a link; the worst DPD first, 50 rows a page.
 */
export function useDpdTable() {
  const table = useTable<DpdRow, HttpError>({
    resource: "delinquency",
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_DPD_PAGE_SIZE },
    sorters: { initial: [{ field: "dpd", order: "desc" }] },
    filters: { defaultBehavior: "merge" },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const { filters, setFilters } = table;

  const dpdFilters = useMemo<DpdFilters>(
    () => ({
      get: (field) => textOf(getDefaultFilter(field, filters, "eq")),
      set: (values) => {
        const next: CrudFilter[] = Object.entries(values).map(([field, value]) => ({
          field,
          operator: "eq",
          value: value === "" ? undefined : value,
        }));
        setFilters(next, "merge");
      },
    }),
    [filters, setFilters],
  );
  const asOf = dpdFilters.get("asOf") ?? businessDateAt(new Date());
  const level = dpdFilters.get("level") === "tranche" ? "tranche" : "borrower";
  const search = textOf(getDefaultFilter("search", filters, "contains"));

  return { refineTable: table, dpdFilters, asOf, level, search } as const;
}
