import { describe, expect, it } from "vitest";
import {
  CHART_PALETTE_3,
  CHART_PALETTE_6,
  DEFAULT_DATE_OFFSET_DAYS,
  DEFAULT_INVOICE_PAGE_SIZE,
  DEFAULT_LOAN_PAGE_SIZE,
  LENDER_LIST_CACHE_MS,
  LENDER_SELECT_ALL,
  LENDER_SELECT_PLACEHOLDER,
  LIABILITY_DAYS_MAX,
  LIABILITY_DAYS_MIN,
  MAX_RETRIES,
  PAGE_SIZE_OPTIONS,
  QUERY_CACHE_TIME_MS,
  QUERY_STALE_TIME_MS,
  REPORT_ACCEPTED_MESSAGE,
  RETRY_ONLY_ON_STATUS,
  SEARCH_DEBOUNCE_MS,
  TOAST_DURATION_MS,
  UNAUTHORIZED_MESSAGE,
  type PageSize,
} from "./constants";

describe("section 9 constants", () => {
  it("page sizes and defaults", () => {
    expect([...PAGE_SIZE_OPTIONS]).toEqual([10, 25, 50, 100, 200, 300, 400, 500, 5000]);
    expect(DEFAULT_INVOICE_PAGE_SIZE).toBe(10);
    expect(DEFAULT_LOAN_PAGE_SIZE).toBe(50);
    // @ts-expect-error 20 is not a page-size choice
    const size: PageSize = 20;
    expect(PAGE_SIZE_OPTIONS).not.toContain(size);
  });

  it("timings", () => {
    expect(LENDER_LIST_CACHE_MS).toBe(600_000);
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
    expect(QUERY_CACHE_TIME_MS).toBe(30_000);
    expect(MAX_RETRIES).toBe(2);
    expect(RETRY_ONLY_ON_STATUS).toBe(401);
    expect(TOAST_DURATION_MS).toBe(1500);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it("limits and offsets", () => {
    expect([LIABILITY_DAYS_MIN, LIABILITY_DAYS_MAX]).toEqual([1, 90]);
    expect(DEFAULT_DATE_OFFSET_DAYS).toBe(15);
  });
});

describe("fixed texts", () => {
  it("match the spec word for word", () => {
    expect(UNAUTHORIZED_MESSAGE).toBe("You are unauthorized");
    expect(REPORT_ACCEPTED_MESSAGE).toBe(
      "Request is accepted! We are currently preparing your report data. You will receive the report by email within 15 minutes.",
    );
  });

  it("lender select: 'Select Lender' is empty, 'All' is a single space", () => {
    expect(LENDER_SELECT_PLACEHOLDER).toEqual({ label: "Select Lender", value: "" });
    expect(LENDER_SELECT_ALL).toEqual({ label: "All", value: " " });
  });
});

type Rgb = readonly [number, number, number];

const channels = (hex: string): Rgb => {
  const match = /^#([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #RRGGBB colour: ${hex}`);
  return [1, 2, 3].map((i) => parseInt(match[i] ?? "", 16) / 255) as unknown as Rgb;
};
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linearRgb = (hex: string) => channels(hex).map(linear) as unknown as Rgb;
/** WCAG 2 relative luminance. */
const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const contrastOnWhite = (hex: string) => 1.05 / (luminance(linearRgb(hex)) + 0.05);

/** Machado, Oliveira and Fernandes (2009) simulation matrices at full severity, on linear RGB. */
const SIMULATIONS: Record<string, readonly Rgb[]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
const clamp = (x: number) => Math.min(1, Math.max(0, x));
const simulate = (matrix: readonly Rgb[], rgb: Rgb) =>
  matrix.map(([a, b, c]) => clamp(a * rgb[0] + b * rgb[1] + c * rgb[2])) as unknown as Rgb;
/** CIELAB (D65) of a linear-RGB colour. */
const lab = ([r, g, b]: Rgb): Rgb => {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};
const deltaE = (p: Rgb, q: Rgb) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** The smallest CIELAB distance between two colours of the palette, as seen with the given vision. */
function closestPair(palette: readonly string[], matrix?: readonly Rgb[]): number {
  const seen = palette.map((hex) => lab(matrix ? simulate(matrix, linearRgb(hex)) : linearRgb(hex)));
  let min = Infinity;
  for (let i = 0; i < seen.length; i += 1) {
    for (let j = i + 1; j < seen.length; j += 1) min = Math.min(min, deltaE(seen[i] as Rgb, seen[j] as Rgb));
  }
  return min;
}

describe("chart palettes", () => {
  it("the luminance helper gives WCAG's known ratios", () => {
    expect(contrastOnWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastOnWhite("#FFFFFF")).toBeCloseTo(1, 5);
    expect(contrastOnWhite("#767676")).toBeCloseTo(4.54, 2);
  });

  it("have 6 and 3 distinct colours, the 3 being the first of the 6", () => {
    expect(new Set(CHART_PALETTE_6).size).toBe(6);
    expect(new Set(CHART_PALETTE_3).size).toBe(3);
    expect([...CHART_PALETTE_3]).toEqual(CHART_PALETTE_6.slice(0, 3));
  });

  it.each([...CHART_PALETTE_6])("%s has at least 3:1 contrast on white", (hex) => {
    expect(contrastOnWhite(hex)).toBeGreaterThanOrEqual(3);
  });

  it.each([["normal", undefined], ...Object.entries(SIMULATIONS)] as const)(
    "every pair stays distinguishable with %s vision",
    (_vision, matrix) => {
      expect(closestPair(CHART_PALETTE_6, matrix)).toBeGreaterThanOrEqual(15);
      expect(closestPair(CHART_PALETTE_3, matrix)).toBeGreaterThanOrEqual(15);
    },
  );

  it("the distinguishability check can fail: Tableau red and green merge for a deuteranope", () => {
    expect(closestPair(["#D62728", "#2CA02C"])).toBeGreaterThan(100);
    expect(closestPair(["#D62728", "#2CA02C"], SIMULATIONS.deuteranopia)).toBeLessThan(15);
  });
});
