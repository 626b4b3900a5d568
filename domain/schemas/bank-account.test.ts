import { describe, expect, it } from "vitest";
import { bankDetailsSchema, lenderBankAccountSchema } from "./bank-account";
import { messageAt, parseValid } from "./test-helpers";

describe("lenderBankAccountSchema", () => {
  const valid = {
    lender: "5a1d0c9e-2b7f-4c3a-9d8e-1f2a3b4c5d6e",
    accountNumber: "000405001234",
    ifsc: "ICIC0000004",
    accountHolderName: "Kisan Finance Ltd",
    bankName: "ICICI Bank",
    accountType: "CASH CREDIT",
    branchName: "Nariman Point",
  };

  it("accepts an account", () => {
    expect(parseValid(lenderBankAccountSchema, valid)).toEqual(valid);
  });

  it("shows its messages", () => {
    expect(messageAt(lenderBankAccountSchema, { ...valid, accountType: "CHECKING" }, "accountType")).toBe(
      "Account Type is required",
    );
    expect(messageAt(lenderBankAccountSchema, { ...valid, ifsc: "ICIC000004" }, "ifsc")).toBe(
      "IFSC must have 11 characters",
    );
    expect(
      messageAt(lenderBankAccountSchema, { ...valid, accountNumber: "1".repeat(21) }, "accountNumber"),
    ).toBe("Account Number cannot be more than 20 characters");
    expect(messageAt(lenderBankAccountSchema, { ...valid, bankName: "x".repeat(51) }, "bankName")).toBe(
      "Bank Name cannot be more than 50 characters",
    );
    expect(messageAt(lenderBankAccountSchema, { ...valid, lender: "" }, "lender")).toBe("Lender is required");
    expect(messageAt(lenderBankAccountSchema, { ...valid, lender: "abc" }, "lender")).toBe(
      "No lender has this id",
    );
  });
});

describe("bankDetailsSchema", () => {
  const valid = {
    bankAccountNumber: "50100012345678",
    accountHolderName: "Ravi Kumar",
    ifscCode: "HDFC0000123",
    bankName: "HDFC Bank",
  };

  it("accepts bank details and shows the spec's messages", () => {
    expect(parseValid(bankDetailsSchema, valid)).toEqual(valid);
    expect(messageAt(bankDetailsSchema, { ...valid, ifscCode: "HDFC000012345" }, "ifscCode")).toBe(
      "IFSC must have 11 characters",
    );
    expect(
      messageAt(bankDetailsSchema, { ...valid, accountHolderName: "x".repeat(51) }, "accountHolderName"),
    ).toBe("Account Holder Name cannot be more than 50 characters");
    expect(messageAt(bankDetailsSchema, { ...valid, bankAccountNumber: "" }, "bankAccountNumber")).toBe(
      "Bank Account Number is required",
    );
  });
});
