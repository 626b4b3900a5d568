import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { BankCheckForm } from "./bank-check-form";
import { CompanyCheckForm } from "./company-check-form";
import { PanCheckForm } from "./pan-check-form";

afterEach(cleanup);

const WAIT = { timeout: 15_000 };

function setup(form: ReactElement, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(answers);
  render(<TestWrapper api={api}>{form}</TestWrapper>);
  return api;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true, selector: "input" }), { target: { value } });

describe("the KYC check forms", { timeout: 60_000 }, () => {
  it("PAN: shows the spec's messages and makes no call while the input is wrong", async () => {
    const api = setup(<PanCheckForm />);
    await userEvent.click(screen.getByRole("button", { name: "Check PAN" }));
    expect(await screen.findByText("PAN is required", undefined, WAIT)).toBeInTheDocument();
    type("PAN", "ABCPE12");
    type("Name", "x".repeat(51));
    await userEvent.click(screen.getByRole("button", { name: "Check PAN" }));
    expect(await screen.findByText("PAN must have 10 characters", undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText("Name cannot be more than 50 characters")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "custom")).toEqual([]);
  });

  it("PAN: shows the holder type, the registered name and whether it matches", async () => {
    const api = setup(<PanCheckForm />, {
      "custom pan-validation.validate": () => ({
        data: {
          valid: true,
          panNumber: "ABCPE1234F",
          holderType: "Individual",
          registeredName: "Ravi Kumar",
          nameMatch: false,
          source: "sandbox",
        },
      }),
    });
    type("PAN", "abcpe1234f");
    type("Name", "Someone Else");
    await userEvent.click(screen.getByRole("button", { name: "Check PAN" }));
    const result = await screen.findByRole("status", undefined, WAIT);
    expect(result).toHaveTextContent("PAN ABCPE1234F is valid");
    expect(result).toHaveTextContent("Holder typeIndividual");
    expect(result).toHaveTextContent("Ravi Kumar (does not match the name given)");
    expect(result).toHaveTextContent("Sandbox provider");
    const call = api.calls.find((c) => c.method === "custom");
    expect(call?.params.payload).toEqual({ panNumber: "ABCPE1234F", name: "Someone Else" });
  });

  it("company: sends only the GSTIN and shows the reason a check fails", async () => {
    const api = setup(<CompanyCheckForm />, {
      "custom gst-validation.validate": () => ({
        data: {
          valid: false,
          gstNumber: "99AAPFU0939F1ZV",
          message: "GSTIN must start with a valid state code",
        },
      }),
    });
    type("Company Name", "Anand Dairy");
    type("GSTIN", "27AAPFU0939F1ZV");
    await userEvent.click(screen.getByRole("button", { name: "Check company" }));
    const result = await screen.findByRole("status", undefined, WAIT);
    expect(result).toHaveTextContent("is not valid");
    expect(result).toHaveTextContent("GSTIN must start with a valid state code");
    expect(api.calls.find((c) => c.method === "custom")?.params.payload).toEqual({
      gstNumber: "27AAPFU0939F1ZV",
    });
  });

  it("bank: needs every field, then shows the bank, branch and holder against the name given", async () => {
    const api = setup(<BankCheckForm />, {
      "custom bank-validation.validate": () => ({
        data: {
          valid: true,
          bankAccount: "50100123456789",
          ifsc: "HDFC0000001",
          bankName: "HDFC Bank",
          branch: "Andheri East, Mumbai",
          accountHolderName: "RAVI KUMAR",
        },
      }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Check bank account" }));
    for (const message of [
      "Bank Account is required",
      "Account Holder Name is required",
      "IFSC is required",
      "Phone Number is required",
    ])
      expect(await screen.findByText(message, undefined, WAIT)).toBeInTheDocument();
    type("Bank Account", "50100123456789");
    type("Account Holder Name", "Ravi Kumar");
    type("IFSC", "hdfc0000001");
    type("Phone Number", "9876543210");
    await userEvent.click(screen.getByRole("button", { name: "Check bank account" }));
    const result = await screen.findByRole("status", undefined, WAIT);
    expect(within(result).getByText("Andheri East, Mumbai")).toBeInTheDocument();
    expect(result).toHaveTextContent("BankHDFC Bank");
    expect(result).toHaveTextContent("RAVI KUMAR (matches the name given)");
    expect(api.calls.find((c) => c.method === "custom")?.params.payload).toEqual({
      bankAccount: "50100123456789",
      ifsc: "HDFC0000001",
    });
  });
});
