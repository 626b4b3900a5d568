import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, validateGstin } from "./gstin";

describe("gstinCheckCharacter", () => {
  it("computes V for the domain.md example", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("27aapfu0939f1z")).toBe("V");
  });

  it("builds check characters that validateGstin accepts", () => {
    const body = "29ABCPE1234F2Z";
    expect(validateGstin(body + gstinCheckCharacter(body)).valid).toBe(true);
  });

  it("rejects input that is not 14 letters or digits", () => {
    expect(() => gstinCheckCharacter("27AAPFU0939F1")).toThrow(
      "GSTIN check character needs exactly 14 letters or digits",
    );
    expect(() => gstinCheckCharacter("27AAPFU0939F1-")).toThrow(RangeError);
  });
});

describe("validateGstin", () => {
  it("accepts 27AAPFU0939F1ZV, trimmed and upper-cased", () => {
    expect(validateGstin(" 27aapfu0939f1zv ")).toEqual({ valid: true, value: "27AAPFU0939F1ZV" });
  });

  it("accepts state codes 01, 38 and 97", () => {
    for (const state of ["01", "38", "97"]) {
      const body = `${state}AAPFU0939F1Z`;
      expect(validateGstin(body + gstinCheckCharacter(body))).toEqual({
        valid: true,
        value: body + gstinCheckCharacter(body),
      });
    }
  });

  it.each([
    ["", "GSTIN is required"],
    ["27AAPFU0939F1Z", "length of GSTIN must be 15"],
    ["27AAPFU0939F1ZVX", "length of GSTIN must be 15"],
    ["27AAPFU0939F1Z*", "GSTIN can contain only letters and digits"],
    ["00AAPFU0939F1ZV", "GSTIN must start with a valid state code (01 to 38, or 97)"],
    ["39AAPFU0939F1ZV", "GSTIN must start with a valid state code (01 to 38, or 97)"],
    ["96AAPFU0939F1ZV", "GSTIN must start with a valid state code (01 to 38, or 97)"],
    ["AAAAPFU0939F1ZV", "GSTIN must start with a valid state code (01 to 38, or 97)"],
    [
      "27AAPXU0939F1ZV",
      "GSTIN characters 3 to 12 must be a valid PAN: PAN 4th character must be a holder type (P, C, H, F, A, B, T, L, J or G)",
    ],
    [
      "27AAPF10939F1ZV",
      "GSTIN characters 3 to 12 must be a valid PAN: PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F",
    ],
    ["27AAPFU0939F0ZV", "GSTIN 13th character (entity number) must be 1 to 9 or a letter"],
    ["27AAPFU0939F1YV", "GSTIN 14th character must be Z"],
    [
      "27AAPFU0000F1ZV",
      "GSTIN characters 3 to 12 must be a valid PAN: PAN serial number (characters 6 to 9) cannot be 0000",
    ],
    ["27AAPFU0939F1ZW", "GSTIN check character does not match"],
    ["27AAPFU0939F1Z1", "GSTIN check character does not match"],
  ])("rejects %j: %s", (input, reason) => {
    expect(validateGstin(input)).toEqual({ valid: false, reason });
  });

  it("rejects a PAN serial of 0000 even when the check character is right", () => {
    const body = "27AAPFU0000F1Z";
    expect(validateGstin(body + gstinCheckCharacter(body)).valid).toBe(false);
  });

  it("does not give the right check character away", () => {
    expect(validateGstin("27AAPFU0939F1ZW")).toEqual({
      valid: false,
      reason: expect.not.stringMatching(/\bV\b/),
    });
  });
});
