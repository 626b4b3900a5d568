import type { InvoiceItem } from "@domain/api/invoices";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import InvoiceListPage from "./list";
import { fakeApi, TestWrapper } from "./test-wrapper";

afterEach(cleanup);

const invoice = (index: number): InvoiceItem => ({
  id: `inv-${index}`,
  type: "SUPPLIER_INVOICE",
  status: index % 2 ? "Paid" : "Initiated",
  anchorId: "a-1",
  anchorName: "Gokul Dairy Cooperative",
  programmeId: "p-1",
  lenderId: "l-1",
  lenderName: "Shree Finance Ltd",
  supplierId: "s-1",
  partnerId: null,
  retailerId: null,
  counterpartyName: "Asha Traders",
  invoiceNumber: `INV-${String(index).padStart(4, "0")}`,
  amountPaise: 12_345_678,
  invoiceDate: "2026-11-02",
  repaymentDurationDays: 30,
  paymentDate: "2026-11-20",
  interestRatePercent: "12",
  tdsPercent: null,
  actualPaymentPaise: 12_000_000,
  actualPaymentDate: null,
  utr: null,
  rejectReason: null,
  rejectNote: null,
  hasDocument: true,
  documentName: "invoice.pdf",
  version: 1,
  createdAt: "2026-11-02T05:00:00.000Z",
  updatedAt: "2026-11-02T05:00:00.000Z",
});

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
