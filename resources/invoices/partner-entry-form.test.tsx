import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PartnerEntryForm } from "./partner-entry-form";
import { ENTRY_TERMS, fakeApi, TestWrapper } from "./test-wrapper";

function setup(extra: Record<string, (params: Record<string, unknown>) => unknown> = {}) {
  const api = fakeApi({
    "custom invoices.terms": () => ({ data: ENTRY_TERMS }),
    "getList partners": () => ({
      data: [{ id: "p-1", name: "Asha Traders", gstin: "27AAPFU0939F1ZV" }],
      total: 1,
    }),
    ...extra,
  });
  render(
    <TestWrapper api={api}>
      <PartnerEntryForm />
    </TestWrapper>,
  );
  return api;
}

async function chooseOption(label: string, option: string) {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  const choice = await screen.findByTitle(option);
  fireEvent.click(choice);
}

afterEach(cleanup);

describe("PartnerEntryForm", { timeout: 60_000 }, () => {
  it("shows the programme's interest rate read-only", async () => {
    setup();
    const rate = screen.getByLabelText("Interest Rate (% per year)");
    await waitFor(() => expect(rate).toHaveValue("12"), { timeout: 15_000 });
    expect(rate).toBeDisabled();
  });

  it("computes the actual payment live from amount, TDS and rate with the domain formula", async () => {
    setup();
    await waitFor(() => expect(screen.getByLabelText("Interest Rate (% per year)")).toHaveValue("12"), {
      timeout: 15_000,
    });
    const actual = screen.getByRole("textbox", { name: "Actual Payment Amount" });
    expect(actual).toHaveValue("");
    fireEvent.change(screen.getByLabelText("Invoice Amount (₹)"), { target: { value: "100000" } });
    await chooseOption("TDS Applicable", "2%");
    // 1,00,000 − 2% TDS − 12% a year for 30 of 365 days = 97,013.70, rounded to whole rupees.
    await waitFor(() => expect(actual).toHaveValue("₹97,014"), { timeout: 15_000 });
    expect(actual).toBeDisabled();
    await chooseOption("TDS Applicable", "10%");
    await waitFor(() => expect(actual).toHaveValue("₹89,014"), { timeout: 15_000 });
  });

  it("offers exactly the partner repayment TDS options", async () => {
    setup();
    fireEvent.mouseDown(screen.getByLabelText("TDS Applicable"));
    const list = await screen.findByRole("listbox");
    expect(list).toBeInTheDocument();
    const titles = Array.from(document.querySelectorAll(".ant-select-item-option")).map((node) =>
      node.getAttribute("title"),
    );
    expect(titles).toEqual(["0%", "1%", "2%", "3%", "3.54%", "4%", "5%", "10%"]);
    expect(within(list).queryByText("1.5%")).toBeNull();
  });

  it("shows the spec's required messages under the fields on an empty submit", async () => {
    const api = setup();
    await userEvent.click(screen.getByRole("button", { name: "Submit partner invoice" }));
    await screen.findByText("Partner is required", undefined, { timeout: 15_000 });
    for (const message of [
      "Partner is required",
      "Invoice Amount is required",
      "Invoice Date is required",
      "Payment Date is required",
      "Invoice Number is required",
      "TDS Applicable is required",
      "Invoice Document is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.some((call) => call.method === "create")).toBe(false);
  });
});
