import type { BaseRecord, HttpError, useTableReturnType } from "@refinedev/core";
import type { PaginationProps } from "./pagination";
import type { SortState } from "./data-table";

/**
 * What `DataTable` and `Pagination` take from Refine's `useTable`: its rows, fetching state and first
 * sorter, and its page and page size (a new page size starts again from page 1).
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
  return {
    table: {
      rows: table.result.data,
      loading: table.tableQuery.isFetching,
      sort,
      onSortChange: (next: SortState | undefined) => table.setSorters(next ? [next] : []),
    },
    pagination,
  };
}
