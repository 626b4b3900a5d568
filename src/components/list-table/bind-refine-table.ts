import {
  type BaseRecord,
  type CrudSort,
  getDefaultFilter,
  type HttpError,
  type useTableReturnType,
} from "@refinedev/core";
import type { TableProps } from "antd";

type TextOperator = "eq" | "contains";

/** What `ListTable` shows of a list: its page of rows, paging, sorting and how a change reaches the list. */
export interface ListTableData<T> {
  rows: readonly T[];
  loading: boolean;
  error: HttpError | null;
  sorters: CrudSort[];
  currentPage: number;
  pageSize: number;
  total: number;
  /** The total is only a lower bound ("250+"): the list counts a few pages ahead, not every row. */
  totalIsCapped: boolean;
  onChange: NonNullable<TableProps<T>["onChange"]>;
}

/**
 * Binds Refine's `useTable` to `ListTable`: its rows, fetching state, sorters, page and page size (a new page
 * size starts again from page 1), and antd's table changes back (a page, or a sort by the column's key);
 * and the list's text filters (search box, selects, dates) read and written as strings.
 */
export function bindRefineTable<T extends BaseRecord>(table: useTableReturnType<T, HttpError>) {
  const data: ListTableData<T> = {
    rows: table.result.data,
    loading: table.tableQuery.isFetching,
    error: table.tableQuery.error,
    sorters: table.sorters,
    currentPage: table.currentPage,
    pageSize: table.pageSize,
    total: table.result.total ?? 0,
    totalIsCapped: table.tableQuery.data?.totalIsCapped === true,
    onChange: (pagination, _filters, sorter, extra) => {
      if (extra.action === "paginate") {
        if (pagination.pageSize && pagination.pageSize !== table.pageSize)
          table.setPageSize(pagination.pageSize);
        else if (pagination.current) table.setCurrentPage(pagination.current);
        return;
      }
      if (extra.action !== "sort") return;
      const sort = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = typeof sort?.columnKey === "string" ? sort.columnKey : undefined;
      table.setSorters(
        field && sort?.order ? [{ field, order: sort.order === "ascend" ? "asc" : "desc" }] : [],
      );
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
  return { data, filters };
}
