import type { PendingChange } from "@domain/api/pending-changes";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { adminIdentity, anchorFixture, settingsFixture } from "./anchor-fixtures";
import AnchorSettingsEditPage from "./edit";

afterEach(cleanup);

const pending: PendingChange = {
  id: "pc-1",
  entity: "anchor_settings",
  entityId: "a-1",
  changes: [{ field: "lendingType", before: "DEFAULT", after: "CO_LENDING" }],
  state: "PENDING",
  proposedById: "u-ops",
  proposedByName: "Priya Nair",
  proposedAt: "2026-11-20T05:00:00.000Z",
  decidedById: null,
  decidedAt: null,
  reason: null,
};

function setup(settings = settingsFixture()) {
  const api = fakeApi({
    "getOne anchors": () => ({ data: { ...anchorFixture(), programmes: [] } }),
    "getOne anchor-settings": () => ({ data: settings }),
    "getList workflows": () => ({ data: [], total: 0 }),
    "update anchor-settings": (params) => ({ data: { ...settings, ...(params.variables as object) } }),
  });
  render(
    <TestWrapper
      api={api}
      identity={adminIdentity}
      path="/admin/client-management/anchors/:id/edit"
      url="/admin/client-management/anchors/a-1/edit"
    >
      <AnchorSettingsEditPage />
    </TestWrapper>,
  );
  return api;
}

describe("the anchor settings form", { timeout: 60_000 }, () => {
  it("shows every setting of the spec, the programme's liability days read-only, and the logo uploads", async () => {
    setup();
    expect(
      await screen.findByRole("form", { name: "Settings of Gokul Dairy Cooperative" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    for (const label of [
      "Lending Type",
      "Status",
      "Workflow",
      "Subscription Plan",
      "GST",
      "RMS",
      "Pre-payment",
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText("Liability Days")).toHaveValue("30");
    expect(screen.getByLabelText("Liability Days")).toHaveAttribute("readonly");
    expect(screen.getByText("From the anchor's programme; change it on the programme")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Background Colour" })).toHaveValue("#1B5E20");
    for (const label of ["Invoice number", "Amount", "Date", "Supplier id"])
      expect(screen.getByRole("checkbox", { name: label })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Amount" })).toBeChecked();
    expect(screen.getByRole("button", { name: /Upload medium logo/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Upload large logo/ })).toBeInTheDocument();
  });

  it("checks the theme colour with the domain's message, then saves at the version read", async () => {
    const api = setup();
    const colour = await screen.findByRole("textbox", { name: "Background Colour" }, { timeout: 15_000 });
    await userEvent.clear(colour);
    await userEvent.type(colour, "green");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await screen.findByText("Background Colour must be a hex colour like #1A73E8"),
    ).toBeInTheDocument();
    await userEvent.clear(colour);
    await userEvent.type(colour, "#0D47A1");
    await userEvent.type(screen.getByLabelText("Subscription Plan"), "Gold");
    await userEvent.click(screen.getByRole("checkbox", { name: "Date" }));
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "update")?.params).toMatchObject({
        id: "a-1",
        variables: {
          theme: { bgColor: "#0D47A1" },
          subPlan: "Gold",
          ocr: { invoiceNumber: false, amount: true, date: true, supplierId: false },
          lendingType: "DEFAULT",
          version: 3,
        },
      }),
    );
  });

  it("shows the lending type change waiting for approval, and holds the field until it is decided", async () => {
    setup(settingsFixture({ pendingChange: pending }));
    expect(await screen.findByText(/Priya Nair/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("A change waits for approval; approve or reject it first")).toBeInTheDocument();
  });
});
