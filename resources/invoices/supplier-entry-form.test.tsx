import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SupplierEntryForm } from "./supplier-entry-form";
import { ENTRY_TERMS, fakeApi, invoiceFixture, TestWrapper } from "./test-wrapper";

const WAIT = { timeout: 15_000 };
const CREATED = invoiceFixture(7, { id: "inv-created", invoiceNumber: "SUP-2026-042" });

function setup() {
  const api = fakeApi({
    "custom invoices.terms": () => ({ data: ENTRY_TERMS }),
    "getList suppliers": () => ({
      data: [{ id: "s-1", name: "Asha Traders", gstin: "27AAPFU0939F1ZV" }],
      total: 1,
    }),
    "create invoices": () => ({ data: CREATED }),
  });
  render(
    <TestWrapper api={api}>
      <SupplierEntryForm />
    </TestWrapper>,
  );
  return api;
}

function typeDate(label: string, date: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter" });
}

async function fillAndSubmit() {
  await waitFor(() => expect(screen.getByLabelText("Interest Rate (% per year)")).toHaveValue("12"), WAIT);
  fireEvent.mouseDown(screen.getByLabelText("Supplier"));
  fireEvent.click(await screen.findByTitle("Asha Traders (27AAPFU0939F1ZV)", undefined, WAIT));
  fireEvent.change(screen.getByLabelText("Invoice Number"), { target: { value: "SUP-2026-042" } });
  fireEvent.change(screen.getByLabelText("Invoice Amount (₹)"), { target: { value: "100000" } });
  typeDate("Invoice Date", "02/11/2026");
  typeDate("Payment Date", "20/11/2026");
  fireEvent.change(screen.getByLabelText("Actual Payment Amount (₹)"), { target: { value: "99000" } });
  const document = new File(["%PDF-1.4"], "invoice.pdf", { type: "application/pdf" });
  const fileInput = screen.getByRole("form").querySelector<HTMLInputElement>("input[type=file]");
  await userEvent.upload(fileInput as HTMLInputElement, document);
  await userEvent.click(screen.getByRole("button", { name: "Submit supplier invoice" }));
}

afterEach(cleanup);

describe("SupplierEntryForm", { timeout: 60_000 }, () => {
  it("confirms the entered invoice by its number, linked to its page, until closed", async () => {
    const api = setup();
    await fillAndSubmit();
    await waitFor(() => expect(api.calls.filter((call) => call.method === "create")).toHaveLength(1), WAIT);
    const confirmation = await screen.findByRole("status", undefined, WAIT);
    expect(confirmation).toHaveTextContent("Supplier invoice SUP-2026-042 submitted.");
    expect(within(confirmation).getByRole("link", { name: "SUP-2026-042" })).toHaveAttribute(
      "href",
      "/invoices/inv-created",
    );
    await userEvent.click(within(confirmation).getByRole("button", { name: /close/i }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
