import { describe, expect, it } from "vitest";
import { maskAadhaar, validateAadhaar, verhoeffValid } from "./aadhaar";

describe("validateAadhaar", () => {
  it("accepts 234123412346 and ignores spaces and hyphens between groups", () => {
    expect(validateAadhaar("234123412346")).toEqual({ valid: true, value: "234123412346" });
    expect(validateAadhaar(" 2341 2341 2346 ")).toEqual({ valid: true, value: "234123412346" });
    expect(validateAadhaar("2341-2341-2346")).toEqual({ valid: true, value: "234123412346" });
  });

  it.each([
    ["", "Aadhaar number is required"],
    ["23412341234", "Enter 12 digit Aadhar number"],
    ["2341234123467", "Enter 12 digit Aadhar number"],
    ["23412341234A", "Enter 12 digit Aadhar number"],
    ["034123412346", "Aadhaar number cannot start with 0 or 1"],
    ["134123412346", "Aadhaar number cannot start with 0 or 1"],
    ["234123412347", "Aadhaar number is not valid (its check digit does not match)"],
    ["234123412364", "Aadhaar number is not valid (its check digit does not match)"],
  ])("rejects %j: %s", (input, reason) => {
    expect(validateAadhaar(input)).toEqual({ valid: false, reason });
  });
});

describe("verhoeffValid", () => {
  it("checks the Verhoeff digit, catching single-digit errors and adjacent swaps", () => {
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("2364")).toBe(false);
    expect(verhoeffValid("3263")).toBe(false);
    expect(verhoeffValid("")).toBe(false);
    expect(verhoeffValid("12a")).toBe(false);
  });
});

describe("maskAadhaar", () => {
  it("keeps only the last four digits", () => {
    expect(maskAadhaar("234123412346")).toBe("XXXX XXXX 2346");
    expect(maskAadhaar("2341 2341 2346")).toBe("XXXX XXXX 2346");
  });

  it("refuses anything but 12 digits", () => {
    expect(() => maskAadhaar("XXXX XXXX 2346")).toThrow("Enter 12 digit Aadhar number");
  });
});
