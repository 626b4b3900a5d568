import { describe, expect, it } from "vitest";
import { IRR_NO_SIGN_CHANGE, irr, npv } from "./irr";

describe("npv", () => {
  it("discounts each flow by its period", () => {
    expect(npv(0.1, [-100, 110])).toBeCloseTo(0, 12);
    expect(npv(0, [5, -2, -3])).toBe(0);
  });
});

describe("irr", () => {
  it("finds the rate of a simple loan", () => {
    const found = irr([-1000, 1100]);
    expect(found).toMatchObject({ converged: true });
    if (found.converged) expect(found.rate).toBeCloseTo(0.1, 12);
  });

  it("finds a negative rate and a very high one", () => {
    const loss = irr([1000, -500]);
    if (!loss.converged) throw new Error(loss.reason);
    expect(loss.rate).toBeCloseTo(-0.5, 10);
    const high = irr([1, -1000]);
    if (!high.converged) throw new Error(high.reason);
    expect(high.rate).toBeCloseTo(999, 6);
  });

  it("says it cannot converge when the flows never balance, never NaN or Infinity", () => {
    expect(irr([100, 50])).toEqual({ converged: false, reason: IRR_NO_SIGN_CHANGE });
    expect(irr([100])).toMatchObject({ converged: false });
    expect(irr([Number.NaN, -1])).toMatchObject({ converged: false });
  });

  it("discounts a broken first period by its fraction of a period, and every later flow a period after it", () => {
    expect(npv(0.21, [-1000, 1100], 0.5)).toBeCloseTo(0, 9);
    expect(npv(0.1, [-1000, 0, 1331], 2)).toBeCloseTo(0, 9);
    const half = irr([-1000, 1100], 0.01, 0.5);
    if (!half.converged) throw new Error(half.reason);
    expect(half.rate).toBeCloseTo(0.21, 12);
    const flows = [97_000, ...Array<number>(12).fill(-8_885)];
    const whole = irr(flows);
    const given = irr(flows, 0.01, 1);
    expect(given).toEqual(whole);
    for (const firstPeriod of [1 / 365, 0.3, 2.5]) {
      const found = irr(flows, 0.01, firstPeriod);
      if (!found.converged) throw new Error(found.reason);
      expect(Math.abs(npv(found.rate, flows, firstPeriod))).toBeLessThan(1e-6);
    }
  });

  it("converges whatever the first guess", () => {
    const flows = [97_000, ...Array<number>(12).fill(-8_885)];
    const rates = [-0.9, 0, 0.5, 1e5].map((guess) => irr(flows, guess));
    for (const found of rates) {
      if (!found.converged) throw new Error(found.reason);
      expect(found.rate).toBeCloseTo(0.014856, 5);
    }
  });
});
