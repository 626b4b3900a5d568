import type { CrudFilter, HttpError, useTableReturnType } from "@refinedev/core";
import { describe, expect, it, vi } from "vitest";
import { bindRefineTable } from "./bind-refine-table";

function fakeTable(filters: CrudFilter[]) {
  const setFilters = vi.fn();
  const table = {
    filters,
    setFilters,
    sorters: [],
    currentPage: 1,
    pageSize: 10,
    result: { data: [], total: 0 },
    tableQuery: { isFetching: false },
  } as unknown as useTableReturnType<{ id: string }, HttpError>;
  return { table, setFilters };
}

describe("bindRefineTable's text filters", () => {
  it("read a string filter, and an emptied one (Refine keeps it as []) as none", () => {
    const { table } = fakeTable([
      { field: "search", operator: "contains", value: "cattle" },
      { field: "stage", operator: "eq", value: [] },
      { field: "source", operator: "eq", value: "" },
    ]);
    const { filters } = bindRefineTable(table);
    expect(filters.text("search", "contains")).toBe("cattle");
    expect(filters.text("stage")).toBeUndefined();
    expect(filters.text("source")).toBeUndefined();
  });

  it("remove a cleared filter instead of keeping an empty string, and keep the others", () => {
    const { table, setFilters } = fakeTable([]);
    bindRefineTable(table).filters.setText("search", "", "contains");
    expect(setFilters).toHaveBeenCalledWith(
      [{ field: "search", operator: "contains", value: undefined }],
      "merge",
    );
  });
});

describe("bindRefineTable's table changes", () => {
  const extra = (action: "paginate" | "sort") => ({ action, currentDataSource: [] });

  it("sorts by the clicked column's key, and clears the sort when antd cycles it off", () => {
    const { table } = fakeTable([]);
    const setSorters = vi.fn();
    Object.assign(table, { setSorters });
    const { data } = bindRefineTable(table);
    data.onChange({}, {}, { columnKey: "createdAt", order: "descend" }, extra("sort"));
    expect(setSorters).toHaveBeenLastCalledWith([{ field: "createdAt", order: "desc" }]);
    data.onChange({}, {}, { columnKey: "createdAt", order: undefined }, extra("sort"));
    expect(setSorters).toHaveBeenLastCalledWith([]);
  });

  it("moves to a page, and starts again from page 1 with a new page size", () => {
    const { table } = fakeTable([]);
    const setCurrentPage = vi.fn();
    const setPageSize = vi.fn();
    Object.assign(table, { setCurrentPage, setPageSize });
    const { data } = bindRefineTable(table);
    data.onChange({ current: 3, pageSize: 10 }, {}, [], extra("paginate"));
    expect(setCurrentPage).toHaveBeenCalledWith(3);
    data.onChange({ current: 3, pageSize: 50 }, {}, [], extra("paginate"));
    expect(setPageSize).toHaveBeenCalledWith(50);
    expect(setCurrentPage).toHaveBeenCalledTimes(1);
  });
});
