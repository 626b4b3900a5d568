import { describe, expect, it } from "vitest";
import { supplierSchema } from "./supplier";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  supplierGST: "27AAPFU0939F1ZV",
  supplierName: "Shree Traders",
  supplierPhoneNumber: "9876543210",
  bankAccountNumber: "50100012345678",
  ifscCode: "HDFC0000123",
  accountHolderName: "Shree Traders",
  bankName: "HDFC Bank",
};

describe("supplierSchema", () => {
  it("accepts a valid supplier", () => {
    expect(parseValid(supplierSchema, valid)).toEqual(valid);
  });

  it("requires every field with its own message", () => {
    const labels = {
      supplierGST: "Supplier GST",
      supplierName: "Supplier Name",
      supplierPhoneNumber: "Phone Number",
      bankAccountNumber: "Bank Account Number",
      ifscCode: "IFSC",
      accountHolderName: "Account Holder Name",
      bankName: "Bank Name",
    };
    for (const [field, label] of Object.entries(labels)) {
      expect(messageAt(supplierSchema, { ...valid, [field]: "" }, field)).toBe(`${label} is required`);
    }
  });

  it("enforces the exact lengths", () => {
    expect(messageAt(supplierSchema, { ...valid, supplierGST: "27AAPFU0939F1Z" }, "supplierGST")).toBe(
      "Supplier GST must have 15 characters",
    );
    expect(
      messageAt(supplierSchema, { ...valid, supplierPhoneNumber: "987654321" }, "supplierPhoneNumber"),
    ).toBe("Phone number should be 10 digits");
    expect(
      messageAt(supplierSchema, { ...valid, supplierPhoneNumber: "98765abcde" }, "supplierPhoneNumber"),
    ).toBe("Phone number should be 10 digits");
    expect(messageAt(supplierSchema, { ...valid, ifscCode: "HDFC000012" }, "ifscCode")).toBe(
      "IFSC must have 11 characters",
    );
    expect(
      messageAt(supplierSchema, { ...valid, bankAccountNumber: "1".repeat(21) }, "bankAccountNumber"),
    ).toBe("Bank Account Number cannot be more than 20 characters");
    expect(messageAt(supplierSchema, { ...valid, supplierName: "x".repeat(51) }, "supplierName")).toBe(
      "Supplier Name cannot be more than 50 characters",
    );
    expect(messageAt(supplierSchema, { ...valid, bankName: "x".repeat(51) }, "bankName")).toBe(
      "Bank Name cannot be more than 50 characters",
    );
  });
});
