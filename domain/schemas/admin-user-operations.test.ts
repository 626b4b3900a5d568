import { describe, expect, it } from "vitest";
import { adminUserOperationsSchema } from "./admin-user-operations";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  fullName: "Mahesh Patel",
  businessName: "Patel Agro Traders",
  mobile: "9876543210",
  userType: "USER",
  lenderId: "lender-1",
  loanTenure: "12",
  processingFeeKfs: "2",
  simpleInterest: "18",
  penalInterest: "2",
  isSupplier: true,
  accountNumber: "50100012345678",
  ifsc: "hdfc0000123",
  bankName: "HDFC Bank",
  accountHolderName: "Mahesh Patel",
};

describe("adminUserOperationsSchema", () => {
  it("accepts a full user, and one without loan terms or bank account", () => {
    const values = parseValid(adminUserOperationsSchema, valid);
    expect(values.loanTenure).toBe(12);
    expect(values.ifsc).toBe("HDFC0000123");
    expect(values.isPrimary).toBe(false);
    const minimal = { fullName: "A", businessName: "B", mobile: "9876543210", userType: "ANCHOR" };
    expect(
      adminUserOperationsSchema.safeParse({ ...minimal, loanTenure: "", accountNumber: "" }).success,
    ).toBe(true);
  });

  it("enforces the spec's lengths", () => {
    expect(messageAt(adminUserOperationsSchema, { ...valid, fullName: "x".repeat(31) }, "fullName")).toBe(
      "Full Name cannot be more than 30 characters",
    );
    expect(
      messageAt(adminUserOperationsSchema, { ...valid, businessName: "x".repeat(51) }, "businessName"),
    ).toBe("Business Name cannot be more than 50 characters");
    expect(messageAt(adminUserOperationsSchema, { ...valid, mobile: "987654321" }, "mobile")).toBe(
      "Phone number should be 10 digits",
    );
    expect(messageAt(adminUserOperationsSchema, { ...valid, loanTenure: "123456" }, "loanTenure")).toBe(
      "Loan Tenure cannot be more than 5 characters",
    );
    expect(
      messageAt(adminUserOperationsSchema, { ...valid, processingFeeKfs: "2.5555" }, "processingFeeKfs"),
    ).toBe("Processing Fees cannot be more than 5 characters");
    expect(
      messageAt(adminUserOperationsSchema, { ...valid, simpleInterest: "100.25" }, "simpleInterest"),
    ).toBe("Simple Interest cannot be more than 5 characters");
    expect(messageAt(adminUserOperationsSchema, { ...valid, penalInterest: "123456" }, "penalInterest")).toBe(
      "Penal Interest cannot be more than 5 characters",
    );
    expect(messageAt(adminUserOperationsSchema, { ...valid, ifsc: "HDFC00001" }, "ifsc")).toBe(
      "IFSC must have 11 characters",
    );
  });

  it("requires the user type, and account number and IFSC together", () => {
    expect(messageAt(adminUserOperationsSchema, { ...valid, userType: "" }, "userType")).toBe(
      "User Type is required",
    );
    expect(messageAt(adminUserOperationsSchema, { ...valid, ifsc: "" }, "ifsc")).toBe("IFSC is required");
    expect(
      messageAt(adminUserOperationsSchema, { ...valid, accountNumber: undefined }, "accountNumber"),
    ).toBe("Account Number is required");
  });
});
