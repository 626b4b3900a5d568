import { labelsFor } from "./labels";

export const COMPANY_CATEGORIES = [
  "FOOD_AND_BEVERAGES",
  "HEALTHCARE",
  "DAIRY",
  "TRAVEL",
  "SME",
  "OTHERS",
] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];
export const COMPANY_CATEGORY_LABELS = labelsFor(COMPANY_CATEGORIES, { SME: "SME" });

/** Years since incorporation; a band includes its lower bound. */
export const COMPANY_AGE_BANDS = ["1-3", "3-5", "5-7", "7-10", "10+"] as const;
export type CompanyAgeBand = (typeof COMPANY_AGE_BANDS)[number];
export const COMPANY_AGE_BAND_LABELS: Record<CompanyAgeBand, string> = {
  "1-3": "1-3 years",
  "3-5": "3-5 years",
  "5-7": "5-7 years",
  "7-10": "7-10 years",
  "10+": "10+ years",
};

/** Annual turnover bands. */
export const TURNOVER_BANDS = [
  "UP_TO_10_LAKH",
  "10_TO_50_LAKH",
  "50_LAKH_TO_1_CRORE",
  "ABOVE_1_CRORE",
] as const;
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];
export const TURNOVER_BAND_LABELS: Record<TurnoverBand, string> = {
  UP_TO_10_LAKH: "0-10 lakh",
  "10_TO_50_LAKH": "10-50 lakh",
  "50_LAKH_TO_1_CRORE": "50 lakh-1 crore",
  ABOVE_1_CRORE: "Above 1 crore",
};

/** Each band's bounds in rupees, lower inclusive, upper exclusive; null means no upper bound. */
export const TURNOVER_BAND_RUPEES: Record<TurnoverBand, { min: number; max: number | null }> = {
  UP_TO_10_LAKH: { min: 0, max: 10_00_000 },
  "10_TO_50_LAKH": { min: 10_00_000, max: 50_00_000 },
  "50_LAKH_TO_1_CRORE": { min: 50_00_000, max: 1_00_00_000 },
  ABOVE_1_CRORE: { min: 1_00_00_000, max: null },
};

/** The borrower's constitution, the loan form's businessTypes (and, later, `common/companyTypes`). */
export const BUSINESS_TYPES = [
  "Proprietorship",
  "Partnership",
  "LLP",
  "Private Limited",
  "Public Limited",
  "Individual",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
