import { describe, expect, it } from "vitest";
import { individualLoanSchema } from "./individual-loan";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  lenderId: "lender-1",
  borrowerName: "Sunita Devi",
  borrowerFatherName: "Ram Prasad",
  borrowerMobile: "9876543210",
  borrowerAddress: "12 Gandhi Road, Anand, Gujarat",
  securityCheques: "2 undated cheques",
};

describe("individualLoanSchema", () => {
  it("accepts a valid individual loan", () => {
    expect(parseValid(individualLoanSchema, valid)).toEqual(valid);
  });

  it("takes the borrower's PAN when given, upper-cased, and refuses one that is not a PAN", () => {
    expect(parseValid(individualLoanSchema, { ...valid, borrowerPan: "abcpe1234f" }).borrowerPan).toBe(
      "ABCPE1234F",
    );
    expect(parseValid(individualLoanSchema, { ...valid, borrowerPan: "" }).borrowerPan).toBe("");
    expect(messageAt(individualLoanSchema, { ...valid, borrowerPan: "ABCPE1234" }, "borrowerPan")).toBe(
      "PAN must have 10 characters",
    );
  });

  it("shows its messages", () => {
    expect(messageAt(individualLoanSchema, { ...valid, borrowerMobile: "98765" }, "borrowerMobile")).toBe(
      "Phone number should be 10 digits",
    );
    expect(
      messageAt(individualLoanSchema, { ...valid, borrowerMobile: "98765432100" }, "borrowerMobile"),
    ).toBe("Phone number should be 10 digits");
    expect(messageAt(individualLoanSchema, { ...valid, borrowerName: "" }, "borrowerName")).toBe(
      "Borrower Name is required",
    );
    expect(messageAt(individualLoanSchema, { ...valid, borrowerFatherName: " " }, "borrowerFatherName")).toBe(
      "Father's Name is required",
    );
    expect(messageAt(individualLoanSchema, { ...valid, borrowerAddress: undefined }, "borrowerAddress")).toBe(
      "Address is required",
    );
    expect(messageAt(individualLoanSchema, { ...valid, lenderId: "" }, "lenderId")).toBe(
      "Lender is required",
    );
    expect(
      messageAt(individualLoanSchema, { ...valid, primarySecurity: "x".repeat(501) }, "primarySecurity"),
    ).toBe("Primary Security cannot be more than 500 characters");
  });
});
