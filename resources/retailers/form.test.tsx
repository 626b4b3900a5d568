import type { RetailerItem } from "@domain/api/retailers";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RetailerForm } from "./form";

afterEach(cleanup);

const VALID = {
  GST: "27AAPFU0939F1ZV",
  "Business Name": "Ganesh Kirana",
  Name: "Ganesh Patil",
  Mobile: "9876543210",
  PAN: "ABCPE1234F",
};

const RECORD: RetailerItem = {
  id: "0b6c7a52-1f0e-4d8e-9a51-2f4c8e1d9b10",
  merchantUserId: "m-1",
  anchorId: null,
  gstin: "29AAPFU0939F1ZR",
  businessName: "Shiv Dairy Parlour",
  name: "Mahesh Thakkar",
  mobile: "9898012345",
  email: null,
  pan: "AAPFU0939F",
  version: 3,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
};

function setup(
  handlers: Record<string, (params: Record<string, unknown>) => unknown>,
  record?: RetailerItem,
) {
  const api = fakeApi(handlers);
  const onDone = vi.fn();
  render(
    <TestWrapper api={api}>
      <RetailerForm record={record} onDone={onDone} />
    </TestWrapper>,
  );
  return { api, onDone };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("RetailerForm", { timeout: 60_000 }, () => {
  it("shows the spec's messages under the fields and sends nothing", async () => {
    const { api } = setup({});
    type("GST", "27AAPFU0939F1Z");
    type("Mobile", "98765");
    type("PAN", "ABCPE1234FX");
    await userEvent.click(screen.getByRole("button", { name: "Add retailer" }));
    expect(
      await screen.findByText("GST must have 15 characters", undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Phone number should be 10 digits")).toBeInTheDocument();
    expect(screen.getByText("PAN cannot be more than 10 characters")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    type("Mobile", "");
    type("PAN", "");
    await userEvent.click(screen.getByRole("button", { name: "Add retailer" }));
    expect(await screen.findByText("Mobile is required")).toBeInTheDocument();
    expect(screen.getByText("PAN is required")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("adds a retailer with the form's field names and empties the form", async () => {
    const { api, onDone } = setup({ "create retailers": () => ({ data: RECORD }) });
    for (const [label, value] of Object.entries(VALID)) type(label, value);
    await userEvent.click(screen.getByRole("button", { name: "Add retailer" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 15_000 });
    expect(api.calls[0]?.params.variables).toEqual({
      GST: "27AAPFU0939F1ZV",
      businessName: "Ganesh Kirana",
      name: "Ganesh Patil",
      mobile: "9876543210",
      email: "",
      panNumber: "ABCPE1234F",
    });
    expect(screen.getByLabelText("Business Name")).toHaveValue("");
  });

  it("shows a server field error under its field and keeps what was typed", async () => {
    setup({
      "create retailers": () => {
        throw {
          message: "A retailer with this GSTIN already exists",
          statusCode: 409,
          errors: { GST: ["A retailer with this GSTIN already exists"] },
        };
      },
    });
    for (const [label, value] of Object.entries(VALID)) type(label, value);
    await userEvent.click(screen.getByRole("button", { name: "Add retailer" }));
    expect(
      await screen.findByText("A retailer with this GSTIN already exists", undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("GST")).toHaveValue("27AAPFU0939F1ZV");
    expect(screen.getByLabelText("Business Name")).toHaveValue("Ganesh Kirana");
  });

  it("edits a retailer: its values in the form, saved with its id and version, Cancel to leave", async () => {
    const { api, onDone } = setup(
      { "update retailers": () => ({ data: { ...RECORD, version: 4 } }) },
      RECORD,
    );
    expect(screen.getByLabelText("Business Name")).toHaveValue("Shiv Dairy Parlour");
    expect(screen.getByLabelText("PAN")).toHaveValue("AAPFU0939F");
    type("Name", "Mahesh K Thakkar");
    await userEvent.click(screen.getByRole("button", { name: "Save retailer" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const update = api.calls.find((call) => call.method === "update");
    expect(update?.params.id).toBe(RECORD.id);
    expect(update?.params.variables).toMatchObject({ name: "Mahesh K Thakkar", version: 3 });
    expect(api.calls.some((call) => call.method === "getOne")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
