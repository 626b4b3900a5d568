import {
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  getDefaultFilter,
  type HttpError,
  type MetaQuery,
  useTable,
} from "@refinedev/core";
import { useMemo } from "react";

export type FilterValue = string | number | string[] | undefined;

/** A list's filters by the names its endpoint takes. */
export interface TableFilters<F extends string> {
  get(field: F): FilterValue;
  /** Sets (or with `undefined` clears) several filters at once and goes back to page 1. */
  set(values: Partial<Record<F, FilterValue>>): void;
}

export interface UrlTableOptions<F extends string> {
  resource: string;
  pageSize: number;
  initialSort: CrudSort;
  /** The filters that take several values (`in`); every other one is `eq`. */
  listFields: readonly F[];
  /** Filters the page always applies and the user cannot remove (a tab's type, a status group). */
  permanent?: CrudFilter[];
  /** Off for a list embedded beside another synced table. */
  syncWithLocation?: boolean;
  meta?: MetaQuery;
}

/**
 * A resource list's state (page, page size, sorters, filters) kept in the URL, so a reload or a shared link
 * opens the same view; the previous page stays on screen while the next one loads.
 */
export function useUrlTable<T extends BaseRecord, F extends string>(options: UrlTableOptions<F>) {
  const {
    resource,
    pageSize,
    initialSort,
    listFields,
    permanent = [],
    syncWithLocation = true,
    meta,
  } = options;
  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation,
    pagination: { pageSize },
    sorters: { initial: [initialSort] },
    filters: { permanent, defaultBehavior: "merge" },
    queryOptions: { placeholderData: (previous) => previous },
    meta,
  });
  const { filters, setFilters } = table;
  const tableFilters = useMemo<TableFilters<F>>(() => {
    const operatorOf = (field: string) => ((listFields as readonly string[]).includes(field) ? "in" : "eq");
    return {
      get: (field) => getDefaultFilter(field, filters, operatorOf(field)) as FilterValue,
      set: (values) => {
        const next: CrudFilter[] = Object.entries(values).map(([field, value]) => ({
          field,
          operator: operatorOf(field),
          value: value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value,
        }));
        setFilters(next, "merge");
      },
    };
  }, [filters, setFilters, listFields]);
  return { refineTable: table, filters: tableFilters };
}
