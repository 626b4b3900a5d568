import { labelsFor } from "./labels";
import type { PageProgressStatus } from "./statuses";

/** Values keep the spec's mixed casing and spellings ("Sheeps", "Buffaloes"); labels read properly. */
export const LIVESTOCK_TYPES = ["COW", "GOAT", "Buffaloes", "Sheeps", "Other"] as const;
export type LivestockType = (typeof LIVESTOCK_TYPES)[number];
export const LIVESTOCK_TYPE_LABELS = labelsFor(LIVESTOCK_TYPES, { Sheeps: "Sheep" });

export const LIVESTOCK_BREEDS = ["GIR", "RED_SINDHI", "SAHIWAL", "DEONI", "Other"] as const;
export type LivestockBreed = (typeof LIVESTOCK_BREEDS)[number];
export const LIVESTOCK_BREED_LABELS = labelsFor(LIVESTOCK_BREEDS, { RED_SINDHI: "Red Sindhi" });

/** Project-cost particulars; CATTLE_SHIELD and FOODER_AND_FEED are the spec's spellings of shed and fodder. */
export const PROJECT_PARTICULARS = [
  "YIELD_LIVESTOCK",
  "CATTLE_SHIELD",
  "DAIRY_EQUIPMENTS",
  "FOODER_AND_FEED",
  "OTHER",
] as const;
export type ProjectParticular = (typeof PROJECT_PARTICULARS)[number];
export const PROJECT_PARTICULAR_LABELS: Record<ProjectParticular, string> = {
  YIELD_LIVESTOCK: "High-yield livestock",
  CATTLE_SHIELD: "Cattle shed",
  DAIRY_EQUIPMENTS: "Dairy equipment",
  FOODER_AND_FEED: "Fodder and feed",
  OTHER: "Other",
};

/**
 * Sub-categories of each particular. The spec does not show their contents; these follow the items of a
 * NABARD dairy project report (animals by type, shed works, equipment, feed), each list ending in OTHER.
 */
export const PROJECT_SUB_CATEGORIES: Record<ProjectParticular, readonly string[]> = {
  YIELD_LIVESTOCK: ["CROSSBRED_COW", "INDIGENOUS_COW", "MURRAH_BUFFALO", "OTHER"],
  CATTLE_SHIELD: ["SHED_CONSTRUCTION", "FLOORING", "WATER_AND_DRAINAGE", "OTHER"],
  DAIRY_EQUIPMENTS: ["MILKING_MACHINE", "CHAFF_CUTTER", "MILK_CANS", "BULK_MILK_COOLER", "OTHER"],
  FOODER_AND_FEED: ["GREEN_FODDER", "DRY_FODDER", "CONCENTRATE_FEED", "MINERAL_MIXTURE", "OTHER"],
  OTHER: ["OTHER"],
};

/** The sub-categories offered for a particular; any value outside the list gives only OTHER (spec). */
export function projectSubCategories(particular: string): readonly string[] {
  return Object.hasOwn(PROJECT_SUB_CATEGORIES, particular)
    ? PROJECT_SUB_CATEGORIES[particular as ProjectParticular]
    : ["OTHER"];
}

export const INCOME_ACTIVITIES = [
  "SALE_OF_MILK",
  "MILK_PRODUCTS",
  "RENTAL_INCOME",
  "DAIRY_COOPERATIVE",
  "SUBSIDIES_AND_SCHEMES",
  "Others",
] as const;
export type IncomeActivity = (typeof INCOME_ACTIVITIES)[number];
export const INCOME_ACTIVITY_LABELS = labelsFor(INCOME_ACTIVITIES);

/** The 11 expense types; LABUR_WAGES is the spec's spelling. */
export const EXPENSE_TYPES = [
  "PURCHASE_OF_CATTLE",
  "BREEDING_AND_ARTIFICIAL",
  "CATTLE_INSURANCE",
  "VETERINARY_EXPENSES",
  "CATTLE_FEED",
  "CATTLE_SHED",
  "DAIRY_PROCESSING",
  "LABUR_WAGES",
  "MILKING_MACHINE",
  "ELECTRICITY",
  "Other",
] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];
export const EXPENSE_TYPE_LABELS = labelsFor(EXPENSE_TYPES, {
  BREEDING_AND_ARTIFICIAL: "Breeding and artificial insemination",
  LABUR_WAGES: "Labour wages",
});

export const LOAN_TYPES = [
  "LIVESTOCK_LOAN",
  "WORKING_CAPITAL_LOAN",
  "DAIRY_INFRA",
  "KISSAN_CREDIT",
  "MUDRA_LOAN",
  "NABARD_DAIRY",
  "AGRICULTURAL_TERM",
  "OTHER",
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
export const LOAN_TYPE_LABELS = labelsFor(LOAN_TYPES, {
  DAIRY_INFRA: "Dairy infrastructure",
  KISSAN_CREDIT: "Kisan Credit Card",
  MUDRA_LOAN: "MUDRA loan",
  NABARD_DAIRY: "NABARD dairy",
  AGRICULTURAL_TERM: "Agricultural term loan",
});

export const FARMER_CATEGORIES = ["SMALL_FARMER", "MEDIUM_FARMER", "LARGE_FARMER", "OTHER_FARMER"] as const;
export type FarmerCategory = (typeof FARMER_CATEGORIES)[number];
export const FARMER_CATEGORY_LABELS = labelsFor(FARMER_CATEGORIES);

export const SOCIAL_CATEGORIES = ["SCHEDULE_CASTE", "SCHEDULE_TRIBE", "BACKWARD_CLASS", "MINORITY"] as const;
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];
export const SOCIAL_CATEGORY_LABELS = labelsFor(SOCIAL_CATEGORIES, {
  SCHEDULE_CASTE: "Scheduled caste",
  SCHEDULE_TRIBE: "Scheduled tribe",
});

export const FARMER_LOAN_PURPOSES = [
  "HIGH_YIELD_LIVESTOCK",
  "CATTLE_SHED",
  "DAIRY_EQUIPMENT",
  "FODDER_AND_FEED",
  "OTHER",
] as const;
export type FarmerLoanPurpose = (typeof FARMER_LOAN_PURPOSES)[number];
export const FARMER_LOAN_PURPOSE_LABELS = labelsFor(FARMER_LOAN_PURPOSES);

/** The farmer onboarding progress list, in the spec's order. */
export const FARMER_ONBOARDING_STEPS = [
  "FARMER_DETAILS",
  "LIVESTOCK_DETAILS",
  "INCOME_AND_EXPENSES",
  "EXISTING_LOAN_AND_SECURITY",
  "ANCHOR_DATA",
] as const;
export type FarmerOnboardingStep = (typeof FARMER_ONBOARDING_STEPS)[number];
export const FARMER_ONBOARDING_STEP_LABELS: Record<FarmerOnboardingStep, string> = {
  FARMER_DETAILS: "Farmer Details",
  LIVESTOCK_DETAILS: "Livestock Details",
  INCOME_AND_EXPENSES: "Income & Expenses",
  EXISTING_LOAN_AND_SECURITY: "Existing loan & Security",
  ANCHOR_DATA: "Anchor Data",
};

/** Progress when the list first shows: the farmer's details are done, the rest pending. */
export const FARMER_ONBOARDING_INITIAL_PROGRESS: Record<FarmerOnboardingStep, PageProgressStatus> = {
  FARMER_DETAILS: "completed",
  LIVESTOCK_DETAILS: "pending",
  INCOME_AND_EXPENSES: "pending",
  EXISTING_LOAN_AND_SECURITY: "pending",
  ANCHOR_DATA: "pending",
};
