import { describe, expect, it } from "vitest";
import { expectedPartnerPaymentPaise, partnerRepaymentSchema } from "./partner-repayment";
import { messageAt, parseValid } from "./test-helpers";

const schema = partnerRepaymentSchema({ minDate: "2025-06-01", today: "2025-06-30" });
const scan = { name: "invoice.png", type: "image/png", size: 20_000 };

// 1,00,000 − 2% TDS (2,000) − 18% a year for 30 days (1,479.45) = 96,520.55, rounded to 96,521.
const valid = {
  partner: "partner-3",
  Invoice_Amount_Partner: "100000",
  Invoice_Date_partner: "2025-06-05",
  Payment_Date_partner: "2025-06-12",
  Interest_Rate_partner: "18",
  invoice_number_partner: "PI-88",
  Actual_Payment_Amount_partner: "96521",
  TDS_Applicable_partner: 2,
  Repayment_Duration_partner: 30,
  Upload_Invoice_partner: scan,
};

describe("partnerRepaymentSchema", () => {
  it("accepts a valid entry whose actual payment follows the formula", () => {
    expect(parseValid(schema, valid).Actual_Payment_Amount_partner).toBe("96521");
    expect(expectedPartnerPaymentPaise(valid)).toBe(9_652_100);
  });

  it("refuses an actual payment that disagrees with the formula", () => {
    expect(
      messageAt(
        schema,
        { ...valid, Actual_Payment_Amount_partner: "100000" },
        "Actual_Payment_Amount_partner",
      ),
    ).toBe("Actual Payment Amount should be ₹96,521");
  });

  it("takes TDS only from the partner-repayment list (0, 1, 2, 3, 3.54, 4, 5, 10)", () => {
    expect(messageAt(schema, { ...valid, TDS_Applicable_partner: 1.5 }, "TDS_Applicable_partner")).toBe(
      "TDS Applicable is required",
    );
    expect(messageAt(schema, { ...valid, TDS_Applicable_partner: 7 }, "TDS_Applicable_partner")).toBe(
      "TDS Applicable is required",
    );
    const withTen = { ...valid, TDS_Applicable_partner: "10" };
    const expected = expectedPartnerPaymentPaise({ ...withTen, TDS_Applicable_partner: 10 }) / 100;
    expect(schema.safeParse({ ...withTen, Actual_Payment_Amount_partner: String(expected) }).success).toBe(
      true,
    );
  });

  it("shows each required field's own message", () => {
    const labels: Record<string, string> = {
      partner: "Partner",
      Invoice_Amount_Partner: "Invoice Amount",
      Invoice_Date_partner: "Invoice Date",
      Payment_Date_partner: "Payment Date",
      Interest_Rate_partner: "Interest Rate",
      invoice_number_partner: "Invoice Number",
      Actual_Payment_Amount_partner: "Actual Payment Amount",
      Repayment_Duration_partner: "Repayment Duration",
      Upload_Invoice_partner: "Invoice Document",
    };
    for (const [field, label] of Object.entries(labels)) {
      expect(messageAt(schema, { ...valid, [field]: "" }, field)).toBe(`${label} is required`);
    }
  });

  it("bounds the payment date and offers 30 days only", () => {
    expect(messageAt(schema, { ...valid, Payment_Date_partner: "2025-07-01" }, "Payment_Date_partner")).toBe(
      "Payment Date cannot be after today",
    );
    expect(messageAt(schema, { ...valid, Payment_Date_partner: "2025-06-01" }, "Payment_Date_partner")).toBe(
      "Payment Date cannot be before the invoice date",
    );
    expect(
      messageAt(schema, { ...valid, Repayment_Duration_partner: 60 }, "Repayment_Duration_partner"),
    ).toBe("Repayment Duration must be 30 days");
  });
});
