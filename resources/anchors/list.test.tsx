import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { adminIdentity, anchorFixture } from "./anchor-fixtures";
import { ANCHOR_COLUMNS } from "./columns";
import AnchorList from "./list";

afterEach(cleanup);

function setup(identity = adminIdentity) {
  const api = fakeApi({
    "getList anchors": () => ({ data: [anchorFixture()], total: 1 }),
  });
  render(
    <TestWrapper api={api} identity={identity}>
      <AnchorList />
    </TestWrapper>,
  );
  return api;
}

describe("the anchors list", { timeout: 60_000 }, () => {
  it("has the issue's columns, sortable where the API sorts, the PAN in the chooser", () => {
    expect(ANCHOR_COLUMNS.map((column) => column.title)).toEqual([
      "Name",
      "GSTIN",
      "PAN",
      "Programmes",
      "Lending type",
      "Status",
      "Limit",
      "Used",
      "Available",
      "Created",
    ]);
    expect(ANCHOR_COLUMNS.filter((column) => column.sortable).map((column) => column.key)).toEqual([
      "name",
      "programmeCount",
      "createdAt",
    ]);
  });

  it("shows each anchor with its programme count, lending type, status and limits in rupees", async () => {
    const api = setup();
    const link = await screen.findByRole("link", { name: "Gokul Dairy Cooperative" }, { timeout: 15_000 });
    expect(link).toHaveAttribute("href", "/admin/client-management/anchors/a-1");
    const row = screen.getByRole("row", { name: /Gokul Dairy Cooperative/ });
    expect(within(row).getByText("24AAACG0001A1Z5")).toBeInTheDocument();
    expect(within(row).getByText("Co-lending")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByText("₹5,00,00,000")).toBeInTheDocument();
    expect(within(row).getByText("₹1,23,456.78")).toBeInTheDocument();
    const list = api.calls.find((call) => call.method === "getList");
    expect(list?.params.sorters).toEqual([{ field: "name", order: "asc" }]);
    expect(screen.getByRole("link", { name: /New anchor/ })).toHaveAttribute(
      "href",
      "/admin/client-management/anchors/new",
    );
  });

  it("filters by lending type and status, each sent to the API", async () => {
    const api = setup();
    await screen.findByRole("link", { name: "Gokul Dairy Cooperative" }, { timeout: 15_000 });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Lending type" }), "NONE");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "InActive");
    await waitFor(() => {
      const last = api.calls.filter((call) => call.method === "getList").at(-1);
      expect(last?.params.filters).toEqual(
        expect.arrayContaining([
          { field: "lendingType", operator: "eq", value: "NONE" },
          { field: "status", operator: "eq", value: "InActive" },
        ]),
      );
    });
  });

  it("offers New anchor to client managers only", async () => {
    setup({ ...adminIdentity, userType: "NBFC", roles: ["ROLE_NBFC_USER"] });
    await screen.findByRole("link", { name: "Gokul Dairy Cooperative" }, { timeout: 15_000 });
    expect(screen.queryByRole("link", { name: /New anchor/ })).toBeNull();
  });
});
