import { describe, expect, it } from "vitest";
import {
  enachScheduleSchema,
  manualPaymentSchema,
  processingFeeSchema,
  walletStatusSchema,
} from "./payment-operations";
import { messageAt, parseValid } from "./test-helpers";

describe("manualPaymentSchema", () => {
  const valid = { paymentAmount: "15000", utrNumber: "123456789012", paymentDate: "2025-06-30" };

  it("accepts a payment without an invoice and unticks the boxes by default", () => {
    expect(parseValid(manualPaymentSchema, valid)).toEqual({
      ...valid,
      cmWise: false,
      useCmDtAsSettlement: false,
    });
    const full = { ...valid, paymentInvoiceId: "INV-1", cmWise: true, utrDate: "2025-06-29", nachDate: "" };
    expect(parseValid(manualPaymentSchema, full).cmWise).toBe(true);
  });

  it("shows its messages", () => {
    expect(messageAt(manualPaymentSchema, { ...valid, paymentAmount: "" }, "paymentAmount")).toBe(
      "Payment Amount is required",
    );
    expect(messageAt(manualPaymentSchema, { ...valid, utrNumber: "" }, "utrNumber")).toBe(
      "UTR number is required",
    );
    expect(messageAt(manualPaymentSchema, { ...valid, paymentDate: "" }, "paymentDate")).toBe(
      "Payment Date is required",
    );
    expect(messageAt(manualPaymentSchema, { ...valid, utrDate: "29-06-2025" }, "utrDate")).toBe(
      "UTR Date must be a valid date (YYYY-MM-DD)",
    );
    expect(messageAt(manualPaymentSchema, { ...valid, cmWise: "yes" }, "cmWise")).toBeDefined();
  });
});

describe("enachScheduleSchema", () => {
  const valid = {
    enachInvoiceId: "INV-7",
    enachAmount: "10500",
    enachDate: "2025-07-05",
    principalAmount: "10000",
    interestAmount: "450",
    penalAmount: "0",
    interestDays: 30,
    pendingPrincipalAmount: "25000",
  };

  it("accepts a schedule, and asks for the EMI it debits", () => {
    expect(parseValid(enachScheduleSchema, valid).interestDays).toBe(30);
    expect(messageAt(enachScheduleSchema, { ...valid, enachInvoiceId: " " }, "enachInvoiceId")).toBe(
      "EMI is required",
    );
  });

  it("offers interest days 30, 45 or 90", () => {
    expect(parseValid(enachScheduleSchema, { ...valid, interestDays: "90" }).interestDays).toBe(90);
    expect(messageAt(enachScheduleSchema, { ...valid, interestDays: 60 }, "interestDays")).toBe(
      "Interest Days is required",
    );
  });

  it("allows zero components but not a principal above what is pending", () => {
    expect(messageAt(enachScheduleSchema, { ...valid, enachAmount: "0" }, "enachAmount")).toBe(
      "Amount must be more than 0",
    );
    expect(messageAt(enachScheduleSchema, { ...valid, principalAmount: "30000" }, "principalAmount")).toBe(
      "Principal Amount cannot be more than the Pending Principal Amount",
    );
    expect(messageAt(enachScheduleSchema, { ...valid, penalAmount: "" }, "penalAmount")).toBe(
      "Penal Amount is required",
    );
  });

  it("refuses a body that is not an object instead of throwing", () => {
    for (const body of [null, undefined, "x", 7])
      expect(enachScheduleSchema.safeParse(body).success).toBe(false);
  });
});

describe("processingFeeSchema", () => {
  it("needs amount and UTR only when marking the fee paid", () => {
    expect(parseValid(processingFeeSchema, { markFeeStatus: "unpaid" })).toEqual({ markFeeStatus: "unpaid" });
    expect(
      parseValid(processingFeeSchema, { markFeeStatus: "paid", amount: "1180", utrNumber: "123456789012" })
        .amount,
    ).toBe("1180");
    expect(
      messageAt(processingFeeSchema, { markFeeStatus: "paid", amount: "", utrNumber: "" }, "amount"),
    ).toBe("Amount is required");
    expect(messageAt(processingFeeSchema, { markFeeStatus: "paid", amount: "1180" }, "utrNumber")).toBe(
      "UTR number is required",
    );
    expect(messageAt(processingFeeSchema, { markFeeStatus: "waived" }, "markFeeStatus")).toBe(
      "Fee Status is required",
    );
  });
});

describe("walletStatusSchema", () => {
  it("takes Active or In-Active", () => {
    expect(parseValid(walletStatusSchema, { userWalletStatus: "In-Active" })).toEqual({
      userWalletStatus: "In-Active",
    });
    expect(messageAt(walletStatusSchema, { userWalletStatus: "InActive" }, "userWalletStatus")).toBe(
      "Wallet Status is required",
    );
  });
});
