import { describe, expect, it } from "vitest";
import { loanKfsSchema } from "./loan-kfs";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  lender: "lender-1",
  anchorName: "Anand Dairy",
  borrowerName: "Ravi Kumar",
  loanAmount: "500000",
  loanTenure: "12",
  processingFeeKfs: "2",
  interestRateKfs: "18.5",
  apr: "21.75",
  penalInterest: "2",
  repayFrequencies: "MONTHLY",
  emiDebitStarts: "2025-08-05",
  dailyDeduction: "NO",
  repaymentFrequency: 30,
  invoiceType: "SUPPLIER_INVOICE",
  rateCalDuration: "YEARLY",
  disableAutoDebit: "enabled",
  userType: "USER",
  businessCategories: "DAIRY",
  businessTypes: "Proprietorship",
  primarySecurity: "Hypothecation of cattle",
};

describe("loanKfsSchema", () => {
  it("accepts a valid loan; tenure becomes a number, amounts stay text", () => {
    const values = parseValid(loanKfsSchema, valid);
    expect(values.loanTenure).toBe(12);
    expect(values.loanAmount).toBe("500000");
    expect(parseValid(loanKfsSchema, { ...valid, repaymentFrequency: "90" }).repaymentFrequency).toBe(90);
  });

  it("requires the seven selects with 'Please select one option'", () => {
    const selects = [
      "dailyDeduction",
      "repaymentFrequency",
      "invoiceType",
      "rateCalDuration",
      "userType",
      "businessCategories",
      "businessTypes",
    ];
    for (const field of selects) {
      expect(messageAt(loanKfsSchema, { ...valid, [field]: "" }, field)).toBe("Please select one option");
      expect(messageAt(loanKfsSchema, { ...valid, [field]: undefined }, field)).toBe(
        "Please select one option",
      );
    }
    expect(messageAt(loanKfsSchema, { ...valid, repaymentFrequency: 20 }, "repaymentFrequency")).toBe(
      "Please select one option",
    );
    expect(messageAt(loanKfsSchema, { ...valid, invoiceType: "LEASE" }, "invoiceType")).toBe(
      "Please select one option",
    );
  });

  it("enforces the max lengths", () => {
    expect(messageAt(loanKfsSchema, { ...valid, borrowerName: "x".repeat(51) }, "borrowerName")).toBe(
      "Borrower Name cannot be more than 50 characters",
    );
    expect(messageAt(loanKfsSchema, { ...valid, loanAmount: "12345678901" }, "loanAmount")).toBe(
      "Loan Amount cannot be more than 10 characters",
    );
    expect(messageAt(loanKfsSchema, { ...valid, loanTenure: "123456" }, "loanTenure")).toBe(
      "Loan Tenure cannot be more than 5 characters",
    );
    for (const [field, label] of [
      ["processingFeeKfs", "Processing Fee"],
      ["interestRateKfs", "Interest Rate"],
      ["apr", "APR"],
      ["penalInterest", "Penal Interest"],
    ] as const) {
      expect(messageAt(loanKfsSchema, { ...valid, [field]: "12.345" }, field)).toBe(
        `${label} cannot be more than 5 characters`,
      );
      expect(messageAt(loanKfsSchema, { ...valid, [field]: "" }, field)).toBe(`${label} is required`);
    }
  });

  it("rejects nonsense numbers", () => {
    expect(messageAt(loanKfsSchema, { ...valid, loanTenure: "1.5" }, "loanTenure")).toBe(
      "Loan Tenure must be a whole number",
    );
    expect(messageAt(loanKfsSchema, { ...valid, loanTenure: "0" }, "loanTenure")).toBe(
      "Loan Tenure must be more than 0",
    );
    expect(messageAt(loanKfsSchema, { ...valid, interestRateKfs: "101" }, "interestRateKfs")).toBe(
      "Interest Rate cannot be more than 100",
    );
    expect(messageAt(loanKfsSchema, { ...valid, apr: "abc" }, "apr")).toBe("APR must be a number");
    expect(messageAt(loanKfsSchema, { ...valid, lender: "" }, "lender")).toBe("Lender is required");
    expect(messageAt(loanKfsSchema, { ...valid, emiDebitStarts: "05/08/2025" }, "emiDebitStarts")).toBe(
      "EMI Debit Start Date must be a valid date (YYYY-MM-DD)",
    );
  });
});
