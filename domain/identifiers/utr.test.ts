import { describe, expect, it } from "vitest";
import { detectUtrKind, validateUtr } from "./utr";

describe("detectUtrKind", () => {
  it.each([
    ["HDFCN24123123456", "NEFT"],
    ["hdfcn24366123456", "NEFT"],
    ["SBINN12345678901234567", "NEFT"],
    ["SBINR52024021512345678", "RTGS"],
    ["utibra2024022900000000", "RTGS"],
    ["412345678901", "IMPS_UPI"],
    [" 412345678901 ", "IMPS_UPI"],
  ])("%j is %s", (input, kind) => {
    expect(detectUtrKind(input)).toBe(kind);
  });

  it("is null for anything else", () => {
    expect(detectUtrKind("HDFCN23366123456")).toBeNull();
    expect(detectUtrKind("ABC")).toBeNull();
  });
});

describe("validateUtr", () => {
  it("returns the UTR trimmed and upper-cased", () => {
    expect(validateUtr(" sbinr52024021512345678 ")).toEqual({ valid: true, value: "SBINR52024021512345678" });
    expect(validateUtr("412345678901")).toEqual({ valid: true, value: "412345678901" });
  });

  it.each([
    ["", "UTR number is required"],
    ["HDFCN24123-23456", "UTR can contain only letters and digits"],
    ["41234567890A", "A 12-character UTR must be a 12-digit IMPS/UPI reference"],
    ["1234N24123123456", "A NEFT or RTGS UTR must start with 4 letters (the bank code)"],
    ["12345678901234567890AB", "A NEFT or RTGS UTR must start with 4 letters (the bank code)"],
    [
      "HDFCX24123123456",
      "NEFT UTR must be 4 letters, N, a 2-digit year, a 3-digit day of the year and 6 digits",
    ],
    [
      "HDFCN24A23123456",
      "NEFT UTR must be 4 letters, N, a 2-digit year, a 3-digit day of the year and 6 digits",
    ],
    ["HDFCN24000123456", "NEFT UTR day of the year 000 does not exist in 2024"],
    ["HDFCN23366123456", "NEFT UTR day of the year 366 does not exist in 2023"],
    [
      "SBINX52024021512345678",
      "RTGS UTR must be 4 letters, R, a channel character, a YYYYMMDD date and 8 digits",
    ],
    [
      "SBINR52024021512345A78",
      "RTGS UTR must be 4 letters, R, a channel character, a YYYYMMDD date and 8 digits",
    ],
    ["SBINR52023022912345678", "RTGS UTR date 20230229 is not a calendar date"],
    ["SBINR52024130112345678", "RTGS UTR date 20241301 is not a calendar date"],
    [
      "HDFC1234567",
      "UTR must be a 16-character NEFT, a 22-character RTGS or NEFT, or a 12-digit IMPS/UPI reference",
    ],
    [
      "A".repeat(35),
      "UTR must be a 16-character NEFT, a 22-character RTGS or NEFT, or a 12-digit IMPS/UPI reference",
    ],
  ])("rejects %j: %s", (input, reason) => {
    expect(validateUtr(input)).toEqual({ valid: false, reason });
  });
});
