import { describe, expect, it } from "vitest";
import { paymentApprovalSchema, paymentApprovalUtrSchema, rejectReasonSchema } from "./payment-approval";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  Supplier_Name: "Shree Traders",
  Invoice_Amount: "125000.50",
  Invoice_Date: "2025-06-02",
  Payment_Date: "2025-06-10",
};

describe("paymentApprovalSchema", () => {
  it("accepts the reviewed invoice", () => {
    expect(parseValid(paymentApprovalSchema, valid)).toEqual(valid);
  });

  it("shows each field's own message", () => {
    expect(messageAt(paymentApprovalSchema, { ...valid, Supplier_Name: "" }, "Supplier_Name")).toBe(
      "Supplier Name is required",
    );
    expect(messageAt(paymentApprovalSchema, { ...valid, Invoice_Amount: "" }, "Invoice_Amount")).toBe(
      "Invoice Amount is required",
    );
    expect(messageAt(paymentApprovalSchema, { ...valid, Invoice_Date: "" }, "Invoice_Date")).toBe(
      "Invoice Date is required",
    );
    expect(messageAt(paymentApprovalSchema, { ...valid, Payment_Date: "10/06/2025" }, "Payment_Date")).toBe(
      "Payment Date must be a valid date (YYYY-MM-DD)",
    );
  });
});

describe("paymentApprovalUtrSchema", () => {
  it("adds a required, checked UTR", () => {
    expect(
      parseValid(paymentApprovalUtrSchema, { ...valid, utrNumber: "sbinr52025061012345678" }).utrNumber,
    ).toBe("SBINR52025061012345678");
    expect(messageAt(paymentApprovalUtrSchema, valid, "utrNumber")).toBe("UTR number is required");
    expect(
      messageAt(paymentApprovalUtrSchema, { ...valid, utrNumber: "SBINR52025023012345678" }, "utrNumber"),
    ).toBe("RTGS UTR date 20250230 is not a calendar date");
    expect(messageAt(paymentApprovalUtrSchema, { ...valid, utrNumber: "U".repeat(36) }, "utrNumber")).toBe(
      "UTR number cannot be more than 35 characters",
    );
  });
});

describe("rejectReasonSchema", () => {
  it("takes one of the spec's reasons and optional text", () => {
    expect(parseValid(rejectReasonSchema, { Reason: "Credit limit exceeded" })).toEqual({
      Reason: "Credit limit exceeded",
    });
    expect(
      parseValid(rejectReasonSchema, { Reason: "Invalid date", reason: " Due date is a Sunday " }).reason,
    ).toBe("Due date is a Sunday");
  });

  it("refuses other reasons and overlong text", () => {
    expect(messageAt(rejectReasonSchema, { Reason: "" }, "Reason")).toBe("Reason is required");
    expect(messageAt(rejectReasonSchema, { Reason: "Because" }, "Reason")).toBe("Reason is required");
    expect(messageAt(rejectReasonSchema, { Reason: "Invalid date", reason: "x".repeat(501) }, "reason")).toBe(
      "Reason cannot be more than 500 characters",
    );
  });
});
