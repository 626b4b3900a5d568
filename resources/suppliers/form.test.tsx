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

function setup(create: (params: Record<string, unknown>) => unknown = () => ({ data: { id: "s-1" } })) {
  const api = fakeApi({
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
      <SupplierCreateForm />
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
});
