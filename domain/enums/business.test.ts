import { describe, expect, it } from "vitest";
import {
  COMPANY_AGE_BAND_LABELS,
  COMPANY_AGE_BANDS,
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  TURNOVER_BAND_LABELS,
  TURNOVER_BAND_RUPEES,
  TURNOVER_BANDS,
  type CompanyAgeBand,
} from "./business";

describe("business enumerations", () => {
  it("company categories read as the spec lists them", () => {
    expect(COMPANY_CATEGORIES.map((value) => COMPANY_CATEGORY_LABELS[value])).toEqual([
      "Food and beverages",
      "Healthcare",
      "Dairy",
      "Travel",
      "SME",
      "Others",
    ]);
  });

  it("company age bands are 1-3, 3-5, 5-7, 7-10, 10+ years", () => {
    expect([...COMPANY_AGE_BANDS]).toEqual(["1-3", "3-5", "5-7", "7-10", "10+"]);
    expect(Object.values(COMPANY_AGE_BAND_LABELS)).toEqual([
      "1-3 years",
      "3-5 years",
      "5-7 years",
      "7-10 years",
      "10+ years",
    ]);
    // @ts-expect-error not a band
    const band: CompanyAgeBand = "0-1";
    expect(COMPANY_AGE_BANDS).not.toContain(band);
  });

  it("turnover bands read as the spec lists them and their rupee bounds meet end to end", () => {
    expect(TURNOVER_BANDS.map((value) => TURNOVER_BAND_LABELS[value])).toEqual([
      "0-10 lakh",
      "10-50 lakh",
      "50 lakh-1 crore",
      "Above 1 crore",
    ]);
    const bounds = TURNOVER_BANDS.map((band) => TURNOVER_BAND_RUPEES[band]);
    expect(bounds[0]?.min).toBe(0);
    for (let i = 1; i < bounds.length; i += 1) expect(bounds[i]?.min).toBe(bounds[i - 1]?.max);
    expect(bounds.at(-1)?.max).toBeNull();
    expect(TURNOVER_BAND_RUPEES.ABOVE_1_CRORE.min).toBe(10_000_000);
  });
});
