import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import InvoiceListPage from "./list";
import { fakeApi, invoiceFixture, TestWrapper } from "./test-wrapper";

afterEach(cleanup);

const invoice = (index: number) => invoiceFixture(index);

function setup(rows: number) {
  const api = fakeApi({
    "getList invoices": () => ({ data: Array.from({ length: rows }, (_, i) => invoice(i)), total: rows }),
  });
  render(
    <TestWrapper api={api}>
      <InvoiceListPage />
    </TestWrapper>,
  );
  return api;
}

describe("InvoiceListPage", { timeout: 60_000 }, () => {
  it("asks for 10 rows, newest first, and shows INR amounts, DD/MM/YYYY dates and status tags", async () => {
    const api = setup(10);
    expect(await screen.findByRole("link", { name: "INV-0000" }, { timeout: 15_000 })).toBeInTheDocument();
    const list = api.calls.find((call) => call.method === "getList");
    expect(list?.params.pagination).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(list?.params.sorters).toEqual([{ field: "createdAt", order: "desc" }]);
    const row = screen.getByRole("row", { name: /INV-0000/ });
    expect(within(row).getByText("₹1,23,456.78")).toBeInTheDocument();
    expect(within(row).getByText("02/11/2026")).toBeInTheDocument();
    expect(within(row).getByText("Initiated")).toHaveAttribute("data-color");
  });

  it("switches to antd's virtual table for big pages, keeping only visible rows in the DOM", async () => {
    setup(500);
    await screen.findByRole("link", { name: "INV-0000" }, { timeout: 15_000 });
    expect(document.querySelector(".ant-table-tbody-virtual")).not.toBeNull();
    expect(document.querySelectorAll(".ant-table-row").length).toBeLessThan(100);
  });

  it("sends a column filter to the API and marks the column as filtered", async () => {
    const api = setup(10);
    await screen.findByRole("link", { name: "INV-0000" }, { timeout: 15_000 });
    const header = screen.getByRole("columnheader", { name: /Status/ });
    fireEvent.click(header.querySelector(".ant-table-filter-trigger")!);
    const group = await screen.findByRole("group", { name: "Status filter" });
    fireEvent.click(within(group).getByLabelText("Paid"));
    fireEvent.click(within(group).getByRole("button", { name: "Apply" }));
    await waitFor(
      () => {
        const last = api.calls.filter((call) => call.method === "getList").at(-1);
        expect(last?.params.filters).toEqual([{ field: "status", operator: "in", value: ["Paid"] }]);
      },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(header.querySelector(".ant-table-filter-trigger.active")).not.toBeNull());
  });
});
