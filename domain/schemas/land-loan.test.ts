import { describe, expect, it } from "vitest";
import { existingLoanSchema, landSchema } from "./land-loan";
import { messageAt, parseValid } from "./test-helpers";

describe("landSchema", () => {
  const valid = {
    villageaName: "Bakrol",
    khaitanNumber: "KH-221",
    title: "Owned",
    area: "2.5",
    cultivatedArea: 2,
  };

  it("accepts land, with or without its document", () => {
    expect(parseValid(landSchema, valid).area).toBe(2.5);
    const scan = { name: "7-12.pdf", type: "application/pdf", size: 50_000 };
    expect(parseValid(landSchema, { ...valid, document: scan }).document).toEqual(scan);
  });

  it("shows its messages", () => {
    expect(messageAt(landSchema, { ...valid, cultivatedArea: 3 }, "cultivatedArea")).toBe(
      "Cultivated Area cannot be more than the Area",
    );
    expect(messageAt(landSchema, { ...valid, villageaName: "" }, "villageaName")).toBe(
      "Village Name is required",
    );
    expect(messageAt(landSchema, { ...valid, khaitanNumber: "" }, "khaitanNumber")).toBe(
      "Khata Number is required",
    );
    const doc = { name: "land.docx", type: "application/msword", size: 10 };
    expect(messageAt(landSchema, { ...valid, document: doc }, "document")).toBe(
      "Land Document must be a JPEG, PNG or PDF file",
    );
  });
});

describe("existingLoanSchema", () => {
  const valid = {
    loanType: "KISSAN_CREDIT",
    bankName: "Bank of Baroda",
    branchName: "Anand Main",
    sanctionedLimit: "160000",
    outstanding: "0",
  };

  it("accepts a loan and shows its messages", () => {
    expect(parseValid(existingLoanSchema, valid)).toEqual(valid);
    expect(messageAt(existingLoanSchema, { ...valid, loanType: "CAR_LOAN" }, "loanType")).toBe(
      "Loan Type is required",
    );
    expect(messageAt(existingLoanSchema, { ...valid, sanctionedLimit: "0" }, "sanctionedLimit")).toBe(
      "Sanctioned Limit must be more than 0",
    );
    expect(messageAt(existingLoanSchema, { ...valid, outstanding: "" }, "outstanding")).toBe(
      "Outstanding is required",
    );
    expect(messageAt(existingLoanSchema, { ...valid, branchName: "" }, "branchName")).toBe(
      "Branch Name is required",
    );
  });
});
