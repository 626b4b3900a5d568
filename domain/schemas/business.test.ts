import { describe, expect, it } from "vitest";
import { businessSchema } from "./business";
import { messageAt, messagesAt, parseValid } from "./test-helpers";

const valid = {
  companyGst: "27AAPFU0939F1ZV",
  companyPan: "AAPFU0939F",
  businessName: "Anand Dairy Products",
  companyCategory: "DAIRY",
  companyAge: "5-7",
  turnover: "50_LAKH_TO_1_CRORE",
  CIN: "U15200GJ2015PTC082345",
  noOfEmployees: "25",
  dateOfIncorporation: "2015-04-01",
  businessAddress: "Plot 4, GIDC Estate",
  pincode: "388001",
  city: "Anand",
  state: "Gujarat",
  capitalNeeded: "2500000",
};

describe("businessSchema", () => {
  it("accepts a valid business", () => {
    const values = parseValid(businessSchema, valid);
    expect(values.noOfEmployees).toBe(25);
    expect(
      parseValid(businessSchema, { ...valid, noOfEmployees: "", CIN: "" }).noOfEmployees,
    ).toBeUndefined();
  });

  it("shows the spec's messages", () => {
    expect(messageAt(businessSchema, { ...valid, companyGst: "27AAPFU0939F1Z" }, "companyGst")).toBe(
      "length of GSTIN must be 15",
    );
    expect(messageAt(businessSchema, { ...valid, companyGst: "27AAPFU0939F1ZVV" }, "companyGst")).toBe(
      "length of GSTIN must be 15",
    );
    expect(messageAt(businessSchema, { ...valid, companyPan: "AAPFU0939" }, "companyPan")).toBe(
      "PAN must have 10 characters",
    );
    expect(messageAt(businessSchema, { ...valid, companyPan: "AAPFU0939FF" }, "companyPan")).toBe(
      "PAN must have 10 characters",
    );
    expect(messageAt(businessSchema, { ...valid, businessName: "x".repeat(101) }, "businessName")).toBe(
      "Business Name cannot be more than 100 characters",
    );
    expect(messageAt(businessSchema, { ...valid, businessAddress: "x".repeat(101) }, "businessAddress")).toBe(
      "Address Line 1 cannot be more than 100 characters",
    );
    expect(
      messageAt(businessSchema, { ...valid, businessAddress2: "x".repeat(101) }, "businessAddress2"),
    ).toBe("Address Line 2 cannot be more than 100 characters");
    expect(messageAt(businessSchema, { ...valid, pincode: "38800" }, "pincode")).toBe(
      "Enter 6 digit pincode",
    );
    expect(messageAt(businessSchema, { ...valid, pincode: "38800a" }, "pincode")).toBe(
      "Enter 6 digit pincode",
    );
    expect(messageAt(businessSchema, { ...valid, capitalNeeded: "1234567890" }, "capitalNeeded")).toBe(
      "Required Loan Amount cannot be more than 9 characters",
    );
    expect(messageAt(businessSchema, { ...valid, companyCategory: "" }, "companyCategory")).toBe(
      "Company Category is required",
    );
  });

  it("shows one message per empty field, not every rule at once", () => {
    expect(messagesAt(businessSchema, { ...valid, companyGst: "" }, "companyGst")).toEqual([
      "GSTIN is required",
    ]);
    expect(messagesAt(businessSchema, { ...valid, capitalNeeded: "" }, "capitalNeeded")).toEqual([
      "Required Loan Amount is required",
    ]);
  });

  it("checks the optional identifiers only when given", () => {
    expect(messageAt(businessSchema, { ...valid, CIN: "U15200" }, "CIN")).toBe(
      "CIN must have 21 characters like U12345MH2020PTC123456",
    );
    expect(messageAt(businessSchema, { ...valid, noOfEmployees: "2.5" }, "noOfEmployees")).toBe(
      "Number of Employees must be a whole number",
    );
    expect(messageAt(businessSchema, { ...valid, turnover: "HUGE" }, "turnover")).toBe(
      "Please select one option",
    );
  });
});
