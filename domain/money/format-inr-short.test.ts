import { describe, expect, it } from "vitest";
import { formatInrShort } from "./format-inr-short";

describe("formatInrShort", () => {
  it.each([
    [123456789, "₹12.35 L"],
    [123450000, "₹12.35 L"],
    [123449999, "₹12.34 L"],
    [10000000, "₹1.00 L"],
    [999490000, "₹99.95 L"],
    [999999900, "₹1.00 Cr"],
    [1200000000, "₹1.20 Cr"],
    [1234000000000, "₹1,234.00 Cr"],
    [-123456789, "-₹12.35 L"],
    [-1200000000, "-₹1.20 Cr"],
  ])("shortens %d paise to %s", (paise, text) => {
    expect(formatInrShort(paise)).toBe(text);
  });

  it("shows amounts under a lakh in full", () => {
    expect(formatInrShort(9999999)).toBe("₹99,999.99");
    expect(formatInrShort(4500050)).toBe("₹45,000.50");
    expect(formatInrShort(-4500000)).toBe("-₹45,000");
    expect(formatInrShort(0)).toBe("₹0");
  });

  it("refuses fractional paise", () => {
    expect(() => formatInrShort(0.5)).toThrow("Amount in paise must be a whole number");
  });
});
