import { describe, expect, it } from "vitest";
import { ifscBankCode, validateIfsc } from "./ifsc";

describe("validateIfsc", () => {
  it("accepts 4 letters, 0 and 6 letters or digits, trimmed and upper-cased", () => {
    expect(validateIfsc(" hdfc0000123 ")).toEqual({ valid: true, value: "HDFC0000123" });
    expect(validateIfsc("SBIN0ABC12Z")).toEqual({ valid: true, value: "SBIN0ABC12Z" });
  });

  it.each([
    ["", "IFSC is required"],
    ["HDFC000012", "IFSC must have 11 characters"],
    ["HDFC00001234", "IFSC must have 11 characters"],
    ["HDF10000123", "IFSC must start with 4 letters (the bank code)"],
    ["HDFC1000123", "IFSC 5th character must be 0"],
    ["HDFC000012-", "IFSC last 6 characters must be letters or digits"],
  ])("rejects %j: %s", (input, reason) => {
    expect(validateIfsc(input)).toEqual({ valid: false, reason });
  });
});

describe("ifscBankCode", () => {
  it("returns the bank code of a valid IFSC, else null", () => {
    expect(ifscBankCode("icic0001234")).toBe("ICIC");
    expect(ifscBankCode("ICIC1001234")).toBeNull();
  });
});
