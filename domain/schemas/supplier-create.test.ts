import { describe, expect, it } from "vitest";
import { supplierCreateSchema } from "./supplier-create";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  gst_Number: "27AAPFU0939F1ZV",
  Supplier_name: "Shree Traders",
  Supplier_Email: "",
  Supplier_Number: "9876543210",
  bankAccount: "50100012345678",
  ifsc: "HDFC0000123",
  accountHolderName: "Shree Traders",
  bankName: "HDFC Bank",
};

describe("supplierCreateSchema", () => {
  it("accepts a valid supplier with the e-mail empty or absent", () => {
    expect(parseValid(supplierCreateSchema, valid)).toEqual(valid);
    const { Supplier_Email: _omitted, ...withoutEmail } = valid;
    expect(supplierCreateSchema.safeParse(withoutEmail).success).toBe(true);
    expect(parseValid(supplierCreateSchema, { ...valid, Supplier_Email: "a@b.in" }).Supplier_Email).toBe(
      "a@b.in",
    );
  });

  it("shows its own required message for every required field", () => {
    const labels = {
      gst_Number: "GST Number",
      Supplier_name: "Supplier Name",
      Supplier_Number: "Phone Number",
      bankAccount: "Bank Account Number",
      ifsc: "IFSC",
      accountHolderName: "Account Holder Name",
      bankName: "Bank Name",
    };
    for (const [field, label] of Object.entries(labels)) {
      expect(messageAt(supplierCreateSchema, { ...valid, [field]: "" }, field)).toBe(`${label} is required`);
      expect(messageAt(supplierCreateSchema, { ...valid, [field]: undefined }, field)).toBe(
        `${label} is required`,
      );
    }
  });

  it("keeps the spec's GST messages", () => {
    expect(messageAt(supplierCreateSchema, { ...valid, gst_Number: "27AAPFU0939F1Z" }, "gst_Number")).toBe(
      "minimum length cannot be less than 15",
    );
    expect(messageAt(supplierCreateSchema, { ...valid, gst_Number: "27AAPFU0939F1ZVV" }, "gst_Number")).toBe(
      "maximum length cannot be more than 15",
    );
    expect(messageAt(supplierCreateSchema, { ...valid, gst_Number: "27AAPFU0939F1ZA" }, "gst_Number")).toBe(
      "GSTIN check character does not match",
    );
  });

  it("keeps the quirk: an 11-digit phone fails with the message that says 15", () => {
    expect(
      messageAt(supplierCreateSchema, { ...valid, Supplier_Number: "98765432101" }, "Supplier_Number"),
    ).toBe("maximum length cannot be more than 15");
    expect(
      messageAt(supplierCreateSchema, { ...valid, Supplier_Number: "987654321" }, "Supplier_Number"),
    ).toBe("minimum length cannot be less than 10");
  });

  it("checks e-mail, IFSC and lengths", () => {
    expect(
      messageAt(supplierCreateSchema, { ...valid, Supplier_Email: "not-an-email" }, "Supplier_Email"),
    ).toBe("Supplier Email must be a valid email address");
    expect(messageAt(supplierCreateSchema, { ...valid, ifsc: "HDFC00001234" }, "ifsc")).toBe(
      "IFSC must have 11 characters",
    );
    expect(messageAt(supplierCreateSchema, { ...valid, bankAccount: "1".repeat(21) }, "bankAccount")).toBe(
      "Bank Account Number cannot be more than 20 characters",
    );
  });
});
