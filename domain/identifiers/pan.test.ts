import { describe, expect, it } from "vitest";
import { panHolderType, validatePan } from "./pan";

describe("validatePan", () => {
  it("accepts a well-formed PAN, trimmed and upper-cased", () => {
    expect(validatePan(" aapfu0939f ")).toEqual({ valid: true, value: "AAPFU0939F" });
    expect(validatePan("ABCPE1234F")).toEqual({ valid: true, value: "ABCPE1234F" });
  });

  it.each([
    ["", "PAN is required"],
    ["   ", "PAN is required"],
    ["ABCPE1234", "PAN must have 10 characters"],
    ["ABCPE1234FG", "PAN must have 10 characters"],
    ["ABCP11234F", "PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F"],
    ["ABCPE12345", "PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F"],
    ["ABCPE-234F", "PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F"],
    ["ABCXE1234F", "PAN 4th character must be a holder type (P, C, H, F, A, B, T, L, J or G)"],
    ["ABCPE0000F", "PAN serial number (characters 6 to 9) cannot be 0000"],
  ])("rejects %j: %s", (input, reason) => {
    expect(validatePan(input)).toEqual({ valid: false, reason });
  });

  it("accepts the lowest and highest serial numbers", () => {
    expect(validatePan("ABCPE0001F").valid).toBe(true);
    expect(validatePan("ABCPE9999F").valid).toBe(true);
  });

  it.each(["P", "C", "H", "F", "A", "B", "T", "L", "J", "G"])("accepts holder type %s", (letter) => {
    expect(validatePan(`ABC${letter}E1234F`).valid).toBe(true);
  });
});

describe("panHolderType", () => {
  it("names the holder type of a valid PAN", () => {
    expect(panHolderType("abcpe1234f")).toEqual({ letter: "P", label: "Individual" });
    expect(panHolderType("AAPFU0939F")).toEqual({ letter: "F", label: "Firm or LLP" });
    expect(panHolderType("AAACH1234Q")).toEqual({ letter: "C", label: "Company" });
  });

  it("is null for an invalid PAN", () => {
    expect(panHolderType("ABCXE1234F")).toBeNull();
    expect(panHolderType("nope")).toBeNull();
  });
});
