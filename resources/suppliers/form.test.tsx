import type { SupplierItem } from "@domain/api/suppliers";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SupplierCreateForm } from "./form";

afterEach(cleanup);

const VALID = {
  "GST Number": "27AAPFU0939F1ZV",
  "Supplier Name": "Asha Traders",
  "Phone Number": "9876543210",
  "Bank Account Number": "123456789012",
  IFSC: "HDFC0000001",
};

const SUPPLIER: SupplierItem = {
  id: "00000000-0000-4000-8000-000000000001",
  anchorId: "a-1",
  gstin: "27AAPFU0939F1ZV",
  name: "Asha Traders",
  email: null,
  mobile: "9876543210",
  bankAccount: "123456789012",
  ifsc: "HDFC0000001",
  accountHolderName: "ASHA TRADERS",
  bankName: "HDFC Bank",
  version: 2,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
};

function setup(
  create: (params: Record<string, unknown>) => unknown = () => ({ data: { id: "s-1" } }),
  record?: SupplierItem,
) {
  const api = fakeApi({
    "update suppliers": () => ({ data: { ...SUPPLIER, version: 3 } }),
    "custom bank-validation.validate": () => ({
      data: {
        valid: true,
        bankAccount: "123456789012",
        ifsc: "HDFC0000001",
        bankName: "HDFC Bank",
        accountHolderName: "ASHA TRADERS",
      },
    }),
    "create suppliers": create,
  });
  render(
    <TestWrapper api={api}>
      <SupplierCreateForm record={record} />
    </TestWrapper>,
  );
  return api;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("SupplierCreateForm", { timeout: 60_000 }, () => {
  it("shows the spec's bare length messages, quirks included", async () => {
    setup();
    type("GST Number", "27AAPFU0939");
    type("Phone Number", "98765432101");
    type("IFSC", "HDFC00001");
    await userEvent.click(screen.getByRole("button", { name: "Create supplier" }));
    expect(
      await screen.findByText("minimum length cannot be less than 15", undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The phone must have 10 digits, yet the spec's maximum message says 15.
    expect(screen.getByText("maximum length cannot be more than 15")).toBeInTheDocument();
    expect(screen.getByText("Supplier Name is required")).toBeInTheDocument();
    expect(screen.getByText("IFSC must have 11 characters")).toBeInTheDocument();
  });

  it("fills account holder and bank name from the bank check and keeps them read-only", async () => {
    const api = setup();
    type("Bank Account Number", VALID["Bank Account Number"]);
    type("IFSC", VALID.IFSC);
    const holder = screen.getByLabelText("Account Holder Name");
    await waitFor(() => expect(holder).toHaveValue("ASHA TRADERS"), { timeout: 15_000 });
    expect(screen.getByLabelText("Bank Name")).toHaveValue("HDFC Bank");
    expect(holder).toBeDisabled();
    expect(screen.getByLabelText("Bank Name")).toBeDisabled();
    const check = api.calls.find((call) => call.method === "custom");
    expect(check?.params.payload ?? check?.params.values).toEqual({
      bankAccount: "123456789012",
      ifsc: "HDFC0000001",
    });
  });

  it("never marks the fields the bank check fills as required, and says what fills them", () => {
    setup();
    for (const label of ["Account Holder Name", "Bank Name"]) {
      const input = screen.getByLabelText(label);
      expect(input).not.toBeRequired();
      expect(input).not.toHaveAttribute("aria-required");
      const item = input.closest(".ant-form-item");
      expect(item?.querySelector(".ant-form-item-required")).toBeNull();
      expect(item).toHaveTextContent("Filled from the bank check");
    }
    // A field the user types into keeps its marker.
    const gst = screen.getByLabelText("GST Number").closest(".ant-form-item");
    expect(gst?.querySelector(".ant-form-item-required")).not.toBeNull();
  });

  it("shows a server field error under its field and keeps what was typed", async () => {
    setup(() => {
      throw {
        message: "Validation failed",
        statusCode: 409,
        errors: { gst_Number: ["A supplier or partner with this GSTIN already exists for this anchor"] },
      };
    });
    for (const [label, value] of Object.entries(VALID)) type(label, value);
    await waitFor(() => expect(screen.getByLabelText("Bank Name")).toHaveValue("HDFC Bank"), {
      timeout: 15_000,
    });
    await userEvent.click(screen.getByRole("button", { name: "Create supplier" }));
    expect(
      await screen.findByText(
        "A supplier or partner with this GSTIN already exists for this anchor",
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("GST Number")).toHaveValue("27AAPFU0939F1ZV");
    expect(screen.getByLabelText("Supplier Name")).toHaveValue("Asha Traders");
  });

  it("edits a supplier: its values and bank names in the form, saved with its id and version", async () => {
    const api = setup(undefined, SUPPLIER);
    const form = screen.getByRole("form", { name: "Supplier edit" });
    expect(screen.getByLabelText("Supplier Name")).toHaveValue("Asha Traders");
    expect(screen.getByLabelText("Bank Name")).toHaveValue("HDFC Bank");
    type("Supplier Name", "Asha Traders LLP");
    await userEvent.click(screen.getByRole("button", { name: "Save supplier" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "update")).toBe(true), {
      timeout: 15_000,
    });
    const update = api.calls.find((call) => call.method === "update");
    expect(update?.params.id).toBe(SUPPLIER.id);
    expect(update?.params.variables).toMatchObject({ Supplier_name: "Asha Traders LLP", version: 2 });
    expect(form).toBeInTheDocument();
  });
});
