import { describe, expect, it } from "vitest";
import { annualPercentageRate } from "./apr";

describe("annualPercentageRate", () => {
  it("gives Annex B's own flows (97,000 net, 12 EMIs of 8,885) 17.84 % within 0.01", () => {
    const apr = annualPercentageRate(9_700_000, Array<number>(12).fill(888_500), 12);
    if (!apr.converged) throw new Error(apr.reason);
    expect(Math.abs(apr.hundredths - 1784)).toBeLessThanOrEqual(1);
  });

  it("is nominal: the periodic IRR times the periods in a year, not compounded", () => {
    const apr = annualPercentageRate(100_000, [101_000], 12);
    if (!apr.converged) throw new Error(apr.reason);
    expect(apr.percent).toBeCloseTo(12, 9);
    expect(apr.hundredths).toBe(1200);
  });

  it("says so when there is no APR to find", () => {
    expect(annualPercentageRate(100_000, [], 12)).toMatchObject({ converged: false });
  });
});
