import { describe, expect, it } from "vitest";
import { supplierRepaymentSchema } from "./supplier-repayment";
import { messageAt, messagesAt, parseValid } from "./test-helpers";

const bounds = { minDate: "2025-06-01", today: "2025-06-30" };
const schema = supplierRepaymentSchema(bounds);
const pdf = new File(["%PDF-1.7"], "invoice.pdf", { type: "application/pdf" });

const valid = {
  supplier: "supplier-7",
  Invoice_Amount: "100000",
  Invoice_Date: "2025-06-02",
  Repayment_Duration: 30,
  Payment_Date: "2025-06-10",
  Interest_Rate: "18",
  invoice_number: "INV/2025/0042",
  Actual_Payment_Amount: "98520",
  Upload_Invoice: pdf,
};

describe("supplierRepaymentSchema", () => {
  it("accepts a valid entry and keeps the File itself", () => {
    const values = parseValid(schema, valid);
    expect(values.Upload_Invoice).toBe(pdf);
    expect(values.Repayment_Duration).toBe(30);
  });

  it("shows each required field's own message", () => {
    const labels: Record<string, string> = {
      supplier: "Supplier",
      Invoice_Amount: "Invoice Amount",
      Invoice_Date: "Invoice Date",
      Repayment_Duration: "Repayment Duration",
      Payment_Date: "Payment Date",
      Interest_Rate: "Interest Rate",
      invoice_number: "Invoice Number",
      Actual_Payment_Amount: "Actual Payment Amount",
      Upload_Invoice: "Invoice Document",
    };
    for (const [field, label] of Object.entries(labels)) {
      expect(messageAt(schema, { ...valid, [field]: undefined }, field)).toBe(`${label} is required`);
    }
  });

  it("offers 30 days only", () => {
    expect(messageAt(schema, { ...valid, Repayment_Duration: 45 }, "Repayment_Duration")).toBe(
      "Repayment Duration must be 30 days",
    );
    expect(messageAt(schema, { ...valid, Repayment_Duration: "" }, "Repayment_Duration")).toBe(
      "Repayment Duration is required",
    );
    expect(parseValid(schema, { ...valid, Repayment_Duration: "30" }).Repayment_Duration).toBe(30);
  });

  it("bounds the payment date by the minimum date and today", () => {
    expect(parseValid(schema, { ...valid, Payment_Date: "2025-06-30" }).Payment_Date).toBe("2025-06-30");
    expect(
      messageAt(schema, { ...valid, Invoice_Date: "2025-05-01", Payment_Date: "2025-05-31" }, "Payment_Date"),
    ).toBe("Payment Date cannot be before 01/06/2025");
    expect(messageAt(schema, { ...valid, Payment_Date: "2025-07-01" }, "Payment_Date")).toBe(
      "Payment Date cannot be after today",
    );
    expect(messagesAt(schema, { ...valid, Payment_Date: "2025-06-31" }, "Payment_Date")).toEqual([
      "Payment Date must be a valid date (YYYY-MM-DD)",
    ]);
  });

  it("refuses a payment date before the invoice date and an invoice from the future", () => {
    expect(
      messageAt(schema, { ...valid, Invoice_Date: "2025-06-20", Payment_Date: "2025-06-10" }, "Payment_Date"),
    ).toBe("Payment Date cannot be before the invoice date");
    expect(
      messageAt(
        schema,
        { ...valid, supplier: "", Invoice_Date: "2025-06-20", Payment_Date: "2025-06-10" },
        "Payment_Date",
      ),
    ).toBe("Payment Date cannot be before the invoice date");
    expect(messageAt(schema, { ...valid, Invoice_Date: "2025-07-02" }, "Invoice_Date")).toBe(
      "Invoice Date cannot be after today",
    );
  });

  it("checks the uploaded invoice", () => {
    const exe = new File(["MZ"], "invoice.exe", { type: "application/x-msdownload" });
    expect(messageAt(schema, { ...valid, Upload_Invoice: exe }, "Upload_Invoice")).toBe(
      "Invoice Document must be a JPEG, PNG or PDF file",
    );
    const big = { name: "big.pdf", type: "application/pdf", size: 11 * 1024 * 1024 };
    expect(messageAt(schema, { ...valid, Upload_Invoice: big }, "Upload_Invoice")).toBe(
      "Invoice Document cannot be larger than 10 MB",
    );
    const empty = new File([], "empty.pdf", { type: "application/pdf" });
    expect(messageAt(schema, { ...valid, Upload_Invoice: empty }, "Upload_Invoice")).toBe(
      "Invoice Document is empty",
    );
  });

  it("keeps the interest rate (read-only) in the values and checks it", () => {
    expect(messageAt(schema, { ...valid, Interest_Rate: "" }, "Interest_Rate")).toBe(
      "Interest Rate is required",
    );
    expect(messageAt(schema, { ...valid, Interest_Rate: "180" }, "Interest_Rate")).toBe(
      "Interest Rate cannot be more than 100",
    );
  });

  it("refuses bounds that are not dates", () => {
    expect(() => supplierRepaymentSchema({ minDate: "01/06/2025", today: "2025-06-30" })).toThrow(RangeError);
  });
});
