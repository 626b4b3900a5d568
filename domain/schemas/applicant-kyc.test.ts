import { describe, expect, it } from "vitest";
import { applicantKycSchema } from "./applicant-kyc";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  name: "Meena Shah",
  email: "meena@example.in",
  mobile: "9876543210",
  aadharNumber: "2341 2341 2346",
  panNumber: "ABCPS1234K",
  companyOwned: true,
  dob: "1988-11-23",
  gender: "FEMALE",
  address: "14 Station Road",
  pincode: "380001",
  city: "Ahmedabad",
  state: "Gujarat",
};

describe("applicantKycSchema", () => {
  it("accepts a KYC and keeps Aadhaar as 12 digits", () => {
    expect(parseValid(applicantKycSchema, valid).aadharNumber).toBe("234123412346");
  });

  it("shows the spec's messages", () => {
    expect(messageAt(applicantKycSchema, { ...valid, aadharNumber: "23412341234" }, "aadharNumber")).toBe(
      "Enter 12 digit Aadhar number",
    );
    expect(messageAt(applicantKycSchema, { ...valid, aadharNumber: "" }, "aadharNumber")).toBe(
      "Aadhar Number is required",
    );
    expect(messageAt(applicantKycSchema, { ...valid, aadharNumber: "234123412345" }, "aadharNumber")).toBe(
      "Aadhaar number is not valid (its check digit does not match)",
    );
    expect(messageAt(applicantKycSchema, { ...valid, pincode: "3800011" }, "pincode")).toBe(
      "Enter 6 digit pincode",
    );
    expect(messageAt(applicantKycSchema, { ...valid, panNumber: "ABCPS1234" }, "panNumber")).toBe(
      "PAN must have 10 characters",
    );
    expect(messageAt(applicantKycSchema, { ...valid, mobile: "98765" }, "mobile")).toBe(
      "Phone number should be 10 digits",
    );
    expect(messageAt(applicantKycSchema, { ...valid, dob: "23/11/1988" }, "dob")).toBe(
      "Date of Birth must be a valid date (YYYY-MM-DD)",
    );
    expect(messageAt(applicantKycSchema, { ...valid, gender: "" }, "gender")).toBe("Gender is required");
    expect(messageAt(applicantKycSchema, { ...valid, city: "" }, "city")).toBe("City is required");
  });
});
