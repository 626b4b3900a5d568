import "@src/testing/match-media";
import type { DataProvider } from "@refinedev/core";
import { TestWrapper, fakeDataProvider, signedInAuthProvider } from "@src/testing/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IndividualLoanForm } from "./individual-loan-form";
import { LoanForm } from "./loan-form";
import { calculationFixture as calculation, loanFixture } from "./loan-fixture";

afterEach(cleanup);

/** The calculator's answer depends on the fee, as the server's does. */
function api() {
  const base = fakeDataProvider({ lenders: [{ id: "l-1", name: "Shree Finance Ltd" }] });
  const custom = vi.fn(async ({ payload }: { payload?: unknown }) => {
    const fee = (payload as { processingFeeKfs?: string }).processingFeeKfs;
    return { data: calculation(fee === "3" ? "18.95" : "17.84") as never };
  });
  const provider: DataProvider = { ...base.provider, custom: custom as DataProvider["custom"] };
  return { provider, custom, calls: base.calls };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A form of thirty fields under jsdom takes a few seconds to fill and check. */
const SLOW = { timeout: 60_000 };

describe("the Loan/KFS form", () => {
  it(
    "shows the spec's messages: the required selects, the borrower name and amount lengths",
    SLOW,
    async () => {
      const data = api();
      render(
        <TestWrapper url="/loans/new" dataProvider={data.provider}>
          <LoanForm />
        </TestWrapper>,
      );
      type("Borrower Name", "x".repeat(51));
      type("Loan Amount (₹)", "12345678901");
      type("Loan Tenure (months)", "123456");
      type("Processing Fee (%)", "12.345");
      await userEvent.click(screen.getByRole("button", { name: "Create loan" }));

      expect(
        await screen.findByText("Borrower Name cannot be more than 50 characters", {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByText("Loan Amount cannot be more than 10 characters")).toBeInTheDocument();
      expect(screen.getByText("Loan Tenure cannot be more than 5 characters")).toBeInTheDocument();
      expect(screen.getByText("Processing Fee cannot be more than 5 characters")).toBeInTheDocument();
      expect(screen.getByText("Lender is required")).toBeInTheDocument();
      // dailyDeduction, repaymentFrequency (days), invoiceType, userType, businessCategories, businessTypes;
      // rateCalDuration starts at "Per year".
      expect(screen.getAllByText("Please select one option")).toHaveLength(6);
      for (const label of ["Daily Deduction", "Repayment Duration", "Invoice Type", "User Type"]) {
        const item = screen.getByText(label, { selector: "label" }).closest(".ant-form-item");
        expect(within(item as HTMLElement).getByText("Please select one option")).toBeInTheDocument();
      }
      expect(data.calls.some((call) => call.method === "create")).toBe(false);
    },
  );

  it("shows the APR, EMI and net disbursed live, and the APR moves when the fee changes", SLOW, async () => {
    const data = api();
    render(
      <TestWrapper url="/loans/new" dataProvider={data.provider}>
        <LoanForm />
      </TestWrapper>,
    );
    const panel = screen.getByRole("region", { name: "Live KFS calculation" });
    expect(within(panel).getByText(/Enter the loan amount, tenure/)).toBeInTheDocument();

    type("Loan Amount (₹)", "20000");
    type("Loan Tenure (months)", "24");
    type("Interest Rate (% per year)", "15");
    type("Processing Fee (%)", "2");
    expect(await within(panel).findByText("17.84%", {}, { timeout: 2000 })).toBeInTheDocument();
    expect(within(panel).getByText("₹19,528.00")).toBeInTheDocument();
    expect(within(panel).getByText(/APR = 12 × the monthly IRR of/)).toBeInTheDocument();
    expect(screen.getByLabelText("APR (%)")).toHaveValue("17.84");
    // The terms were typed within the debounce: one call for them, not one per field.
    expect(data.custom).toHaveBeenCalledTimes(1);
    expect(data.custom).toHaveBeenCalledWith(
      expect.objectContaining({
        meta: expect.objectContaining({ resource: "loans", operation: "calculate" }),
        payload: expect.objectContaining({
          loanAmount: "20000",
          loanTenure: "24",
          interestRateKfs: "15",
          processingFeeKfs: "2",
          repaymentFrequency: "MONTHLY",
          rateCalDuration: "YEARLY",
          feeGstPercent: "18",
        }),
      }),
    );

    type("Processing Fee (%)", "3");
    expect(await within(panel).findByText("18.95%", {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByLabelText("APR (%)")).toHaveValue("18.95");
  });

  it(
    "offers EMIs in advance: no start date to pick, and the choice sent to the calculator",
    SLOW,
    async () => {
      const data = api();
      render(
        <TestWrapper url="/loans/new" dataProvider={data.provider}>
          <LoanForm />
        </TestWrapper>,
      );
      expect(screen.getByRole("radio", { name: "In arrears (end of each period)" })).toBeChecked();
      expect(screen.getByLabelText("EMI Debit Start Date")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("radio", { name: "In advance (first EMI at disbursal)" }));
      expect(screen.queryByLabelText("EMI Debit Start Date")).not.toBeInTheDocument();

      type("Loan Amount (₹)", "20000");
      type("Loan Tenure (months)", "24");
      type("Interest Rate (% per year)", "15");
      type("Processing Fee (%)", "2");
      const panel = screen.getByRole("region", { name: "Live KFS calculation" });
      expect(await within(panel).findByText("17.84%", {}, { timeout: 2000 })).toBeInTheDocument();
      expect(data.custom).toHaveBeenCalledWith(
        expect.objectContaining({ payload: expect.objectContaining({ paymentTiming: "START" }) }),
      );
      expect(within(panel).getByText("Advance EMI (collected at disbursal)")).toBeInTheDocument();
      expect(within(panel).getByText(/received, then 23 × −₹969\.73/)).toBeInTheDocument();
    },
  );
});

describe("the individual loan form", () => {
  it("requires the borrower's name, father's name and address, and a 10-digit mobile", SLOW, async () => {
    const data = api();
    render(
      <TestWrapper url="/loans/individual/new" dataProvider={data.provider}>
        <IndividualLoanForm />
      </TestWrapper>,
    );
    type("Mobile", "98765");
    await userEvent.click(screen.getByRole("button", { name: "Create loan" }));
    expect(
      await screen.findByText("Phone number should be 10 digits", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Borrower Name is required")).toBeInTheDocument();
    expect(screen.getByText("Father's Name is required")).toBeInTheDocument();
    expect(screen.getByText("Address is required")).toBeInTheDocument();
    expect(data.calls.some((call) => call.method === "create")).toBe(false);
  });

  it("names the anchor from the anchor picked, read-only, instead of asking for it again", SLOW, async () => {
    const ops = { id: "u-ops", name: "Omkar Patil", kind: "ADMIN", userType: "OPS", roles: ["ROLE_USER"] };
    const loan = loanFixture({ anchorId: "a-1", anchorName: "Gokul Dairy Cooperative" });
    render(
      <TestWrapper url="/loans/x/edit" dataProvider={api().provider} authProvider={signedInAuthProvider(ops)}>
        <LoanForm loan={loan} />
      </TestWrapper>,
    );
    const name = await screen.findByLabelText("Anchor Name");
    await waitFor(() => expect(name).toHaveAttribute("readonly"));
    expect(name).toHaveValue("Gokul Dairy Cooperative");
    expect(screen.getByText("From the anchor picked above")).toBeInTheDocument();
  });
});
