import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DataColumn, DataTable, nextSort } from "./data-table";
import { Pagination, pageItems } from "./pagination";

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  kind: string;
}

const COLUMNS: DataColumn<Row>[] = [
  { key: "name", title: "Name", sortable: true, render: (row) => row.name },
  { key: "kind", title: "Kind", render: (row) => row.kind },
];
const ROWS: Row[] = [
  { id: "1", name: "Asha", kind: "MERCHANT" },
  { id: "2", name: "Ravi", kind: "ADMIN" },
];

describe("the data table", () => {
  it("cycles a column's sort ascending, descending, off", () => {
    expect(nextSort(undefined, "name")).toEqual({ field: "name", order: "asc" });
    expect(nextSort({ field: "name", order: "asc" }, "name")).toEqual({ field: "name", order: "desc" });
    expect(nextSort({ field: "name", order: "desc" }, "name")).toBeUndefined();
    expect(nextSort({ field: "name", order: "desc" }, "email")).toEqual({ field: "email", order: "asc" });
  });

  it("marks the sorted column with aria-sort and reports header clicks", () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        sort={{ field: "name", order: "desc" }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: "Kind" })).not.toHaveAttribute("aria-sort");
    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortChange).toHaveBeenCalledWith(undefined);
  });

  it("opens only clickable rows, and not when a link in the row is what was clicked", () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        caption="People"
        columns={[
          ...COLUMNS,
          { key: "open", title: "Open", render: (row) => <a href={`#${row.id}`}>open</a> },
        ]}
        rows={ROWS}
        rowKey={(row) => row.id}
        onRowClick={onRowClick}
        isRowClickable={(row) => row.kind === "MERCHANT"}
      />,
    );
    fireEvent.click(screen.getByRole("cell", { name: "Ravi" }));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("cell", { name: "Asha" }));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[0]);
    const firstRow = screen.getAllByRole("row")[1]!;
    fireEvent.click(within(firstRow).getByRole("link", { name: "open" }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it("says so when there are no rows", () => {
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="No users match"
      />,
    );
    expect(screen.getByText("No users match")).toBeInTheDocument();
  });
});

describe("the pagination bar", () => {
  it("shows the first, the last and two pages either side of the current one", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageItems(2, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
  });

  it("summarises the rows shown and moves between pages", () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageSize={10} total={14} onChange={onChange} />);
    expect(screen.getByText("11–14 of 14")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onChange).toHaveBeenCalledWith(1, 10);
    fireEvent.change(screen.getByRole("combobox", { name: "Rows per page" }), { target: { value: "50" } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});
