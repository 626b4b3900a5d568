import { describe, expect, it } from "vitest";
import { parseRupees, safeParseRupees } from "./parse-rupees";

describe("parseRupees", () => {
  it.each([
    ["12,34,567.89", 123456789],
    ["1,234,567.89", 123456789],
    ["1234567.89", 123456789],
    [" 1,00,000 ", 10000000],
    ["₹ 1,000", 100000],
    ["₹1,000.5", 100050],
    ["Rs. 500.5", 50050],
    ["rs 7", 700],
    ["-250", -25000],
    ["-₹1,000", -100000],
    ["₹-1,000", -100000],
    [".5", 50],
    ["0.05", 5],
    ["12.500", 1250],
    ["0", 0],
  ])("reads %j as %d paise", (input, paise) => {
    expect(parseRupees(input)).toBe(paise);
  });

  it.each([
    [12.34, 1234],
    [100, 10000],
    [-0.5, -50],
    [0, 0],
  ])("reads the number %d as %d paise", (input, paise) => {
    expect(parseRupees(input)).toBe(paise);
  });

  it.each([
    ["", "Amount is required"],
    ["   ", "Amount is required"],
    ["abc", "Amount must be a number, like 12,34,567.89"],
    ["12a", "Amount must be a number, like 12,34,567.89"],
    ["1,23,4567", "Amount must be a number, like 12,34,567.89"],
    ["12,34", "Amount must be a number, like 12,34,567.89"],
    ["--5", "Amount must be a number, like 12,34,567.89"],
    ["-₹-5", "Amount must be a number, like 12,34,567.89"],
    ["5.", "Amount must be a number, like 12,34,567.89"],
    ["₹", "Amount must be a number, like 12,34,567.89"],
    ["12.345", "Amount can have at most 2 decimal places"],
    ["90071992547409.92", "Amount is too large"],
    ["-90071992547409.92", "Amount is too large"],
  ])("rejects %j: %s", (input, reason) => {
    expect(safeParseRupees(input)).toEqual({ valid: false, reason });
    expect(() => parseRupees(input)).toThrow(reason);
  });

  it.each([
    [12.345, "Amount can have at most 2 decimal places"],
    [0.1 + 0.2, "Amount can have at most 2 decimal places"],
    [Number.NaN, "Amount must be a number, like 12,34,567.89"],
    [Number.POSITIVE_INFINITY, "Amount must be a number, like 12,34,567.89"],
    [1e21, "Amount is too large"],
  ])("rejects the number %d: %s", (input, reason) => {
    expect(safeParseRupees(input)).toEqual({ valid: false, reason });
  });

  it("accepts the largest safe amount", () => {
    expect(safeParseRupees("90071992547409.91")).toEqual({ valid: true, value: Number.MAX_SAFE_INTEGER });
  });
});
