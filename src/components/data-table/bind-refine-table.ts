import { type BaseRecord, getDefaultFilter, type HttpError, type useTableReturnType } from "@refinedev/core";
import type { PaginationProps } from "./pagination";
import type { SortState } from "./data-table";

type TextOperator = "eq" | "contains";

/**
 * What `DataTable` and `Pagination` take from Refine's `useTable`: its rows, fetching state and first
 * sorter, and its page and page size (a new page size starts again from page 1); and the list's text
 * filters (search box, selects, dates) read and written as strings.
 */
export function bindRefineTable<T extends BaseRecord>(table: useTableReturnType<T, HttpError>) {
  const [first] = table.sorters;
  const sort: SortState | undefined = first ? { field: first.field, order: first.order } : undefined;
  const pagination: Omit<PaginationProps, "label"> = {
    page: table.currentPage,
    pageSize: table.pageSize,
    total: table.result.total ?? 0,
    onChange: (page, size) => {
      if (size !== table.pageSize) table.setPageSize(size);
      else table.setCurrentPage(page);
    },
  };
  const filters = {
    /** The filter's text; anything else Refine may hold (an emptied value becomes `[]`) reads as none. */
    text: (field: string, operator: TextOperator = "eq"): string | undefined => {
      const value: unknown = getDefaultFilter(field, table.filters, operator);
      return typeof value === "string" && value !== "" ? value : undefined;
    },
    /** Sets one filter, keeping the others; a cleared one is removed, not kept as "". */
    setText: (field: string, value: string | undefined, operator: TextOperator = "eq") =>
      table.setFilters([{ field, operator, value: value === "" ? undefined : value }], "merge"),
  };
  return {
    filters,
    table: {
      rows: table.result.data,
      loading: table.tableQuery.isFetching,
      sort,
      onSortChange: (next: SortState | undefined) => table.setSorters(next ? [next] : []),
    },
    pagination,
  };
}
