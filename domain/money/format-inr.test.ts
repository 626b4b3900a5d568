import { describe, expect, it } from "vitest";
import { formatInr } from "./format-inr";
import { groupIndian } from "./indian-grouping";
import { paiseToRupees } from "./paise";

describe("formatInr", () => {
  it.each([
    [123456789, "12,34,567.89"],
    [0, "0"],
    [5, "0.05"],
    [99, "0.99"],
    [10050, "100.50"],
    [100000, "1,000"],
    [10000000, "1,00,000"],
    [100000000, "10,00,000"],
    [1000000000, "1,00,00,000"],
    [-123450, "-1,234.50"],
  ])("formats %d paise as %s", (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it("writes paise always with two decimals, whole rupees without (the legend's ₹1,11,55,807.60)", () => {
    expect(formatInr(1_115_580_760, { currency: true })).toBe("₹1,11,55,807.60");
    expect(formatInr(1_115_580_700, { currency: true })).toBe("₹1,11,55,807");
  });

  it("adds the rupee sign when asked, after the minus", () => {
    expect(formatInr(123456789, { currency: true })).toBe("₹12,34,567.89");
    expect(formatInr(-123450, { currency: true })).toBe("-₹1,234.50");
    expect(formatInr(0, { currency: true })).toBe("₹0");
  });

  it("shows two decimals when fixed", () => {
    expect(formatInr(10050, { fixed: true })).toBe("100.50");
    expect(formatInr(100000, { currency: true, fixed: true })).toBe("₹1,000.00");
  });

  it("refuses fractional or unsafe paise", () => {
    expect(() => formatInr(1.5)).toThrow("Amount in paise must be a whole number");
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInr(2 ** 53)).toThrow(RangeError);
  });
});

describe("groupIndian", () => {
  it.each([
    ["1", "1"],
    ["123", "123"],
    ["1234", "1,234"],
    ["12345", "12,345"],
    ["123456", "1,23,456"],
    ["1234567", "12,34,567"],
    ["123456789012", "1,23,45,67,89,012"],
  ])("groups %s as %s", (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });
});

describe("paiseToRupees", () => {
  it("divides by 100 and refuses fractions of a paisa", () => {
    expect(paiseToRupees(123456789)).toBe(1234567.89);
    expect(paiseToRupees(-50)).toBe(-0.5);
    expect(() => paiseToRupees(0.5)).toThrow("Amount in paise must be a whole number");
  });
});
