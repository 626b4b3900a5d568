import "@src/testing/match-media";
import type { LenderBankAccountDetail } from "@domain/api/lender-bank-accounts";
import type { DataProvider } from "@refinedev/core";
import { TestWrapper, fakeDataProvider } from "@src/testing/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { maskedAccountNumber } from "./bank-account-labels";
import { BankAccountForm } from "./form";

afterEach(cleanup);

const LENDER_ID = "0b6f3a52-8c1d-4e7f-a2b3-c4d5e6f70819";

const account: LenderBankAccountDetail = {
  id: "b-1",
  lenderId: LENDER_ID,
  lenderName: "Shree Finance Ltd",
  accountNumber: "001122334455",
  ifsc: "HDFC0000001",
  accountHolderName: "Shree Finance Ltd",
  bankName: "HDFC Bank",
  accountType: "CURRENT",
  branchName: "Mumbai Fort",
  status: "ACTIVE",
  pendingChange: null,
  version: 2,
  createdAt: "2026-04-01T05:06:00.000Z",
  updatedAt: "2026-04-01T05:06:00.000Z",
};

function api() {
  const base = fakeDataProvider({
    lenders: [{ id: LENDER_ID, name: "Shree Finance Ltd" }],
    ifsc: [
      { id: "ICIC0000001", ifsc: "ICIC0000001", bankName: "ICICI Bank", branchName: "Mumbai Nariman Point" },
    ],
  });
  const create = vi.fn(async () => ({ data: { ...account, id: "b-9", status: "PENDING" } as never }));
  const update = vi.fn(async () => ({ data: account as never }));
  const provider: DataProvider = { ...base.provider, create, update };
  return { provider, create, update, calls: base.calls };
}

describe("the lender bank account form", () => {
  it("fills the bank and branch from the IFSC, read-only and not required, and saves without them", async () => {
    const data = api();
    render(
      <TestWrapper url="/admin/client-management/lender-bank-accounts/new" dataProvider={data.provider}>
        <BankAccountForm />
      </TestWrapper>,
    );
    const bank = screen.getByLabelText("Bank Name");
    expect(bank).toHaveAttribute("readonly");
    expect(bank.closest(".ant-form-item")?.querySelector(".ant-form-item-required")).toBeNull();
    expect(screen.getAllByText(/Filled from the IFSC/)).toHaveLength(2);

    fireEvent.change(screen.getByLabelText("IFSC"), { target: { value: "icic000000" } });
    await userEvent.click(screen.getByRole("button", { name: "Add bank account" }));
    expect(await screen.findByText("IFSC must have 11 characters")).toBeInTheDocument();
    expect(data.calls.some((call) => call.resource === "ifsc")).toBe(false);

    fireEvent.change(screen.getByLabelText("IFSC"), { target: { value: "icic0000001" } });
    await waitFor(() => expect(screen.getByLabelText("Bank Name")).toHaveValue("ICICI Bank"));
    expect(screen.getByLabelText("Branch Name")).toHaveValue("Mumbai Nariman Point");

    await userEvent.click(screen.getByRole("combobox", { name: "Lender" }));
    await userEvent.click(
      await screen.findByText("Shree Finance Ltd", { selector: ".ant-select-item-option-content" }),
    );
    fireEvent.change(screen.getByLabelText("Account Holder Name"), {
      target: { value: "Shree Finance Ltd" },
    });
    fireEvent.change(screen.getByLabelText("Account Number"), { target: { value: "001122334455" } });
    await userEvent.click(screen.getByRole("combobox", { name: "Account Type" }));
    await userEvent.click(
      await screen.findByText("Current", { selector: ".ant-select-item-option-content" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Add bank account" }));
    await waitFor(() => expect(data.create).toHaveBeenCalledOnce());
    expect(data.create).toHaveBeenCalledWith(
      expect.objectContaining({
        resource: "lender-bank-accounts",
        variables: {
          lender: LENDER_ID,
          accountNumber: "001122334455",
          ifsc: "ICIC0000001",
          accountHolderName: "Shree Finance Ltd",
          accountType: "CURRENT",
        },
      }),
    );
  }, 30_000);

  it("proposes a change at the version read, with the lender fixed", async () => {
    const data = api();
    render(
      <TestWrapper dataProvider={data.provider}>
        <BankAccountForm account={account} />
      </TestWrapper>,
    );
    expect(
      screen.getByText("A change to a bank account applies only once another staff user approves it."),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Account Holder Name"), {
      target: { value: "Shree Finance Limited" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Propose change" }));
    await waitFor(() => expect(data.update).toHaveBeenCalledOnce());
    expect(data.update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: "b-1",
        variables: expect.objectContaining({ accountHolderName: "Shree Finance Limited", version: 2 }),
      }),
    );
  }, 30_000);

  it("shows only an account number's last 4 in lists", () => {
    expect(maskedAccountNumber("001122334455")).toBe("XXXXXXXX4455");
    expect(maskedAccountNumber("123")).toBe("123");
  });
});
