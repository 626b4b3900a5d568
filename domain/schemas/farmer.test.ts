import { describe, expect, it } from "vitest";
import { coPersonSchema, farmerSchema } from "./farmer";
import { messageAt, parseValid } from "./test-helpers";

const farmer = {
  farmerName: "Bhikhabhai Rabari",
  purposeOfLoan: "HIGH_YIELD_LIVESTOCK",
  farmerAadhar: "234123412346",
  permanentAddress: "Rabari Vas, Near Temple",
  pinCode: "388120",
  village: "Bakrol",
  gramPanchayat: "Bakrol",
  postOffice: "Bakrol",
  block: "Anand",
  farmerCategory: "SMALL_FARMER",
  socialCategory: "BACKWARD_CLASS",
};

describe("farmerSchema", () => {
  it("accepts a farmer without a PAN", () => {
    expect(parseValid(farmerSchema, farmer).farmerPan).toBeUndefined();
    expect(parseValid(farmerSchema, { ...farmer, farmerPan: "abcpr1234k" }).farmerPan).toBe("ABCPR1234K");
  });

  it("shows its messages", () => {
    expect(messageAt(farmerSchema, { ...farmer, farmerAadhar: "1234" }, "farmerAadhar")).toBe(
      "Enter 12 digit Aadhar number",
    );
    expect(messageAt(farmerSchema, { ...farmer, pinCode: "38812" }, "pinCode")).toBe("Enter 6 digit pincode");
    expect(messageAt(farmerSchema, { ...farmer, farmerPan: "ABCPR12" }, "farmerPan")).toBe(
      "PAN must have 10 characters",
    );
    expect(messageAt(farmerSchema, { ...farmer, purposeOfLoan: "" }, "purposeOfLoan")).toBe(
      "Purpose of Loan is required",
    );
    expect(messageAt(farmerSchema, { ...farmer, farmerCategory: "TINY" }, "farmerCategory")).toBe(
      "Please select one option",
    );
    for (const [field, label] of [
      ["farmerName", "Farmer Name"],
      ["permanentAddress", "Permanent Address"],
      ["village", "Village"],
      ["gramPanchayat", "Gram Panchayat"],
      ["postOffice", "Post Office"],
      ["block", "Block"],
    ]) {
      expect(messageAt(farmerSchema, { ...farmer, [field as string]: "" }, field as string)).toBe(
        `${label} is required`,
      );
    }
  });
});

describe("coPersonSchema", () => {
  const valid = { name: "Kanta Rabari", aadhar: "234123412346", mobileNo: "9876543210" };

  it("accepts a co-person and shows its messages", () => {
    expect(parseValid(coPersonSchema, valid)).toEqual(valid);
    expect(messageAt(coPersonSchema, { ...valid, mobileNo: "987654321" }, "mobileNo")).toBe(
      "Phone number should be 10 digits",
    );
    expect(messageAt(coPersonSchema, { ...valid, aadhar: "" }, "aadhar")).toBe("Aadhar Number is required");
    expect(messageAt(coPersonSchema, { ...valid, pan: "XYZ" }, "pan")).toBe("PAN must have 10 characters");
    expect(messageAt(coPersonSchema, { ...valid, name: "" }, "name")).toBe("Name is required");
  });
});
