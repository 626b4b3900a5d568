import { describe, expect, it } from "vitest";
import { partnerActualPayment } from "./partner-actual-payment";

const pay = (invoiceAmountPaise: number, tdsPercent: number, interestRatePercentPerYear: number) =>
  partnerActualPayment({ invoiceAmountPaise, tdsPercent, interestRatePercentPerYear });

describe("partnerActualPayment", () => {
  it("deducts TDS and 30 days of interest on a 365-day year, rounded to whole rupees", () => {
    // 1,00,000 − 2,000 − 1,479.45 = 96,520.55 → ₹96,521
    expect(pay(10_000_000, 2, 18)).toBe(9_652_100);
    // 50,000 − 1,770 − 493.15 = 47,736.85 → ₹47,737
    expect(pay(5_000_000, 3.54, 12)).toBe(4_773_700);
  });

  it("rounds an exact half rupee up, where float arithmetic would give 1016.4999…", () => {
    // 1,070 − 21.40 (2%) − 32.10 (36.5% for 30/365) = 1,016.50 exactly
    expect(pay(107_000, 2, 36.5)).toBe(101_700);
  });

  it("rounds once, from the exact value", () => {
    expect(pay(150, 0, 0)).toBe(200);
    expect(pay(149, 0, 0)).toBe(100);
    expect(pay(0, 10, 18)).toBe(0);
    expect(pay(10_000_000, 100, 0)).toBe(0);
  });

  it("returns whole rupees in paise", () => {
    expect(pay(1_234_567, 1.5, 14.6) % 100).toBe(0);
  });

  it.each([
    [
      { invoiceAmountPaise: 1.5, tdsPercent: 0, interestRatePercentPerYear: 0 },
      "Invoice amount must be a whole number of paise, 0 or more",
    ],
    [
      { invoiceAmountPaise: -100, tdsPercent: 0, interestRatePercentPerYear: 0 },
      "Invoice amount must be a whole number of paise, 0 or more",
    ],
    [
      { invoiceAmountPaise: 100, tdsPercent: -1, interestRatePercentPerYear: 0 },
      "TDS must be between 0 and 100 percent",
    ],
    [
      { invoiceAmountPaise: 100, tdsPercent: 101, interestRatePercentPerYear: 0 },
      "TDS must be between 0 and 100 percent",
    ],
    [
      { invoiceAmountPaise: 100, tdsPercent: Number.NaN, interestRatePercentPerYear: 0 },
      "TDS must be a number",
    ],
    [
      { invoiceAmountPaise: 100, tdsPercent: 1.00001, interestRatePercentPerYear: 0 },
      "TDS can have at most 4 decimal places",
    ],
    [
      { invoiceAmountPaise: 100, tdsPercent: 0, interestRatePercentPerYear: 1001 },
      "Interest rate must be between 0 and 1000 percent",
    ],
  ])("rejects %j", (input, message) => {
    expect(() => partnerActualPayment(input)).toThrow(message);
  });
});
