import { describe, expect, it } from "vitest";
import { paymentSchema } from "./payment";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  payment: "UPI",
  amt: "2500.50",
  reference: "COLLECTION",
  reference_id: "COL-1001",
  collection_date: "2025-06-30",
  invoice_id: "INV-42",
  UPIIdNumber: "ravi.kumar@okhdfc",
  phonepe_upi: "9876543210@ybl",
  card_no: "4111111111111111",
  cvv: "123",
  customer_id: "CUST-9",
  password: "secret1",
  passwordPdf: "pdfpass",
  utrNumber: "hdfcn25181123456",
  new_utr: "123456789012",
  reschedule_date: "2025-07-15",
};

describe("paymentSchema", () => {
  it("accepts a complete payment; UTRs come back upper-cased, the old UTR may be left out", () => {
    const values = parseValid(paymentSchema, valid);
    expect(values.utrNumber).toBe("HDFCN25181123456");
    expect(values.old_utr).toBeUndefined();
    expect(parseValid(paymentSchema, { ...valid, old_utr: "" }).old_utr).toBe("");
    expect(parseValid(paymentSchema, { ...valid, amt: 2500 }).amt).toBe("2500");
  });

  it("shows the spec's 14 required messages", () => {
    const expected: Record<string, string> = {
      payment: "Payment Type is required",
      amt: "Amount is required",
      reference: "Reference Type is required",
      reference_id: "Reference Id is required",
      collection_date: "Collection Date is required",
      invoice_id: "Invoice id is required",
      UPIIdNumber: "UPI Id is required",
      phonepe_upi: "UPI Id is required",
      card_no: "Card Number is required",
      cvv: "Cvv is required",
      customer_id: "Customer Id is required",
      password: "Password is required",
      passwordPdf: "Password is required",
      utrNumber: "UTR number is required",
      new_utr: "New UTR is required",
      reschedule_date: "Reschedule Date is required",
    };
    expect(new Set(Object.values(expected)).size).toBe(14);
    for (const [field, message] of Object.entries(expected)) {
      expect(messageAt(paymentSchema, { ...valid, [field]: "" }, field)).toBe(message);
      expect(messageAt(paymentSchema, { ...valid, [field]: undefined }, field)).toBe(message);
    }
  });

  it("rejects malformed values", () => {
    expect(messageAt(paymentSchema, { ...valid, payment: "Cash" }, "payment")).toBe(
      "Payment Type is required",
    );
    expect(messageAt(paymentSchema, { ...valid, amt: "12.345" }, "amt")).toBe(
      "Amount must be a valid amount with at most 2 decimals",
    );
    expect(messageAt(paymentSchema, { ...valid, amt: "0" }, "amt")).toBe("Amount must be more than 0");
    expect(messageAt(paymentSchema, { ...valid, collection_date: "2025-02-30" }, "collection_date")).toBe(
      "Collection Date must be a valid date (YYYY-MM-DD)",
    );
    expect(messageAt(paymentSchema, { ...valid, UPIIdNumber: "ravi" }, "UPIIdNumber")).toBe(
      "UPI Id must look like name@bank",
    );
    expect(messageAt(paymentSchema, { ...valid, card_no: "4111" }, "card_no")).toBe(
      "Card Number must have 12 to 19 digits",
    );
    expect(messageAt(paymentSchema, { ...valid, cvv: "12a" }, "cvv")).toBe("Cvv must have 3 or 4 digits");
    expect(messageAt(paymentSchema, { ...valid, utrNumber: "ABC" }, "utrNumber")).toBe(
      "UTR must be a 16-character NEFT, a 22-character RTGS or NEFT, or a 12-digit IMPS/UPI reference",
    );
    expect(messageAt(paymentSchema, { ...valid, old_utr: "12345678901X" }, "old_utr")).toBe(
      "A 12-character UTR must be a 12-digit IMPS/UPI reference",
    );
  });

  it("lets a screen validate only the fields it shows", () => {
    const reschedule = paymentSchema.pick({ reference_id: true, reschedule_date: true });
    expect(reschedule.safeParse({ reference_id: "COL-1", reschedule_date: "2025-07-01" }).success).toBe(true);
    expect(messageAt(reschedule, { reference_id: "COL-1" }, "reschedule_date")).toBe(
      "Reschedule Date is required",
    );
  });
});
