import { describe, expect, it } from "vitest";
import { bankSchema, companySchema, panSchema } from "./kyc-checks";
import { messageAt, parseValid } from "./test-helpers";

describe("panSchema", () => {
  it("accepts a valid PAN, upper-cased and trimmed, with an optional name", () => {
    expect(parseValid(panSchema, { panNumber: " abcpe1234f " })).toEqual({ panNumber: "ABCPE1234F" });
    expect(parseValid(panSchema, { name: "Ravi Kumar", panNumber: "ABCPE1234F" }).name).toBe("Ravi Kumar");
  });

  it("shows the spec's messages", () => {
    expect(messageAt(panSchema, { panNumber: "" }, "panNumber")).toBe("PAN is required");
    expect(messageAt(panSchema, {}, "panNumber")).toBe("PAN is required");
    expect(messageAt(panSchema, { panNumber: "ABCPE123" }, "panNumber")).toBe("PAN must have 10 characters");
    expect(messageAt(panSchema, { panNumber: "ABCPE1234FGH" }, "panNumber")).toBe(
      "PAN cannot be more than 11 characters",
    );
    expect(messageAt(panSchema, { panNumber: "ABCPE1234F", name: "x".repeat(51) }, "name")).toBe(
      "Name cannot be more than 50 characters",
    );
  });

  it("checks the PAN format only once the length rules pass", () => {
    expect(messageAt(panSchema, { panNumber: "ABCXE1234F" }, "panNumber")).toBe(
      "PAN 4th character must be a holder type (P, C, H, F, A, B, T, L, J or G)",
    );
    expect(messageAt(panSchema, { panNumber: "ABCPE1234FG" }, "panNumber")).toBe(
      "PAN must have 10 characters",
    );
  });
});

describe("companySchema", () => {
  const valid = { companyName: "Anand Dairy Pvt Ltd", gstNumber: "27AAPFU0939F1ZV" };

  it("accepts a valid company", () => {
    expect(parseValid(companySchema, valid)).toEqual(valid);
  });

  it("shows its messages", () => {
    expect(messageAt(companySchema, { ...valid, companyName: " " }, "companyName")).toBe(
      "Company Name is required",
    );
    expect(messageAt(companySchema, { ...valid, companyName: "x".repeat(51) }, "companyName")).toBe(
      "Company Name cannot be more than 50 characters",
    );
    expect(messageAt(companySchema, { ...valid, gstNumber: "" }, "gstNumber")).toBe("GSTIN is required");
    expect(messageAt(companySchema, { ...valid, gstNumber: "27AAPFU0939F1ZVX" }, "gstNumber")).toBe(
      "GSTIN cannot be more than 15 characters",
    );
    expect(messageAt(companySchema, { ...valid, gstNumber: "27AAPFU0939F1ZA" }, "gstNumber")).toBe(
      "GSTIN check character does not match",
    );
  });
});

describe("bankSchema", () => {
  const valid = {
    bankAccount: "50100012345678",
    accountHolderName: "Ravi Kumar",
    ifsc: "hdfc0000123",
    phoneNumber: "9876543210",
  };

  it("accepts valid bank details, upper-casing the IFSC", () => {
    expect(parseValid(bankSchema, valid)).toEqual({ ...valid, ifsc: "HDFC0000123" });
  });

  it("shows its messages", () => {
    expect(messageAt(bankSchema, { ...valid, bankAccount: "" }, "bankAccount")).toBe(
      "Bank Account is required",
    );
    expect(messageAt(bankSchema, { ...valid, bankAccount: "1".repeat(21) }, "bankAccount")).toBe(
      "Bank Account cannot be more than 20 characters",
    );
    expect(messageAt(bankSchema, { ...valid, bankAccount: "1234-5678" }, "bankAccount")).toBe(
      "Bank Account can contain only letters and digits",
    );
    expect(messageAt(bankSchema, { ...valid, accountHolderName: "" }, "accountHolderName")).toBe(
      "Account Holder Name is required",
    );
    expect(messageAt(bankSchema, { ...valid, accountHolderName: "x".repeat(51) }, "accountHolderName")).toBe(
      "Account Holder Name cannot be more than 50 characters",
    );
    expect(messageAt(bankSchema, { ...valid, ifsc: "" }, "ifsc")).toBe("IFSC is required");
    expect(messageAt(bankSchema, { ...valid, ifsc: "HDFC00001234567" + "8" }, "ifsc")).toBe(
      "IFSC cannot be more than 15 characters",
    );
    expect(messageAt(bankSchema, { ...valid, ifsc: "HDFC1000123" }, "ifsc")).toBe(
      "IFSC 5th character must be 0",
    );
    expect(messageAt(bankSchema, { ...valid, phoneNumber: "" }, "phoneNumber")).toBe(
      "Phone Number is required",
    );
    expect(messageAt(bankSchema, { ...valid, phoneNumber: "98765432101" }, "phoneNumber")).toBe(
      "Phone Number cannot be more than 10 characters",
    );
    expect(messageAt(bankSchema, { ...valid, phoneNumber: "5876543210" }, "phoneNumber")).toBe(
      "Mobile number must start with 6, 7, 8 or 9",
    );
  });
});
