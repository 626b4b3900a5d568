import { describe, expect, it } from "vitest";
import { liabilitySplit } from "./liability-split";

describe("liabilitySplit", () => {
  it("splits ₹90,000 at 18% for 60 days with N = 30: ₹1,331.51 the anchor's, the rest of ₹2,663.01 the borrower's", () => {
    expect(
      liabilitySplit({ principalPaise: 9_000_000, ratePercent: 18, tenureDays: 60, liabilityDays: 30 }),
    ).toEqual({
      anchorDays: 30,
      borrowerDays: 30,
      interestPaise: 266_301,
      anchorInterestPaise: 133_151,
      borrowerInterestPaise: 133_150,
    });
  });

  it("gives uneven parts for uneven days", () => {
    // 1,00,000 × 12% × 60/365 = 1,972.60; × 45/365 = 1,479.45; the rest 493.15
    expect(
      liabilitySplit({ principalPaise: 10_000_000, ratePercent: 12, tenureDays: 60, liabilityDays: 45 }),
    ).toEqual({
      anchorDays: 45,
      borrowerDays: 15,
      interestPaise: 197_260,
      anchorInterestPaise: 147_945,
      borrowerInterestPaise: 49_315,
    });
  });

  it("caps the anchor's days at the tenure", () => {
    expect(
      liabilitySplit({ principalPaise: 9_000_000, ratePercent: 18, tenureDays: 20, liabilityDays: 30 }),
    ).toEqual({
      anchorDays: 20,
      borrowerDays: 0,
      interestPaise: 88_767,
      anchorInterestPaise: 88_767,
      borrowerInterestPaise: 0,
    });
  });

  it("puts all interest on the borrower when N is 0", () => {
    expect(
      liabilitySplit({ principalPaise: 9_000_000, ratePercent: 18, tenureDays: 60, liabilityDays: 0 }),
    ).toMatchObject({ anchorInterestPaise: 0, borrowerInterestPaise: 266_301 });
  });

  it.each([
    [
      { principalPaise: -1, ratePercent: 18, tenureDays: 60, liabilityDays: 30 },
      "Principal must be a whole number of paise, 0 or more",
    ],
    [
      { principalPaise: 100, ratePercent: -18, tenureDays: 60, liabilityDays: 30 },
      "Interest rate must be between 0 and 1000 percent",
    ],
    [
      { principalPaise: 100, ratePercent: 18, tenureDays: 60.5, liabilityDays: 30 },
      "Tenure must be a whole number of days, 0 or more",
    ],
    [
      { principalPaise: 100, ratePercent: 18, tenureDays: 60, liabilityDays: -1 },
      "Liability days must be a whole number of days, 0 or more",
    ],
  ])("rejects %j", (input, message) => {
    expect(() => liabilitySplit(input)).toThrow(message);
  });
});
