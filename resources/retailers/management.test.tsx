import type { RetailerItem } from "@domain/api/retailers";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import RetailerManagementPage from "./management";

afterEach(cleanup);

const retailer = (n: number, businessName: string): RetailerItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  merchantUserId: "m-1",
  anchorId: null,
  gstin: "29AAPFU0939F1ZR",
  businessName,
  name: `Owner ${n}`,
  mobile: "9898012345",
  email: null,
  pan: "AAPFU0939F",
  version: n,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
});
const ROWS = [retailer(1, "Anand Sweets"), retailer(2, "Shiv Dairy Parlour")];

describe("retailer management", { timeout: 60_000 }, () => {
  it("lists the merchant's retailers, searches after a pause, and loads a retailer into the form to edit", async () => {
    const api = fakeApi({
      "getList retailers": (params) => {
        const search = (params.filters as { value?: string }[] | undefined)?.[0]?.value ?? "";
        const rows = ROWS.filter((row) => row.businessName.toLowerCase().startsWith(search.toLowerCase()));
        return { data: rows, total: rows.length };
      },
    });
    render(
      <TestWrapper api={api}>
        <RetailerManagementPage />
      </TestWrapper>,
    );
    const list = screen.getByRole("table", { name: "Retailers" });
    expect(await within(list).findByText("Shiv Dairy Parlour", undefined, { timeout: 15_000 })).toBeVisible();
    expect(within(list).getByText("Anand Sweets")).toBeVisible();
    expect(screen.getByRole("heading", { name: "New retailer" })).toBeInTheDocument();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search retailers" }), {
      target: { value: "shiv" },
    });
    await waitFor(() => expect(within(list).queryByText("Anand Sweets")).not.toBeInTheDocument(), {
      timeout: 15_000,
    });
    const lists = api.calls.filter((call) => call.method === "getList");
    expect(lists.at(-1)?.params.filters).toEqual([{ field: "search", operator: "contains", value: "shiv" }]);

    await userEvent.click(screen.getByRole("button", { name: "Edit Shiv Dairy Parlour" }));
    expect(screen.getByRole("heading", { name: "Edit retailer Shiv Dairy Parlour" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Retailer edit" });
    expect(within(form).getByLabelText("Business Name")).toHaveValue("Shiv Dairy Parlour");
    expect(within(form).getByLabelText("Name")).toHaveValue("Owner 2");

    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("form", { name: "Retailer add" })).toBeInTheDocument();
    expect(screen.getByLabelText("Business Name")).toHaveValue("");
  });
});
