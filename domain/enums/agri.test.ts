import { describe, expect, it } from "vitest";
import {
  EXPENSE_TYPE_LABELS,
  EXPENSE_TYPES,
  FARMER_CATEGORIES,
  FARMER_LOAN_PURPOSE_LABELS,
  FARMER_LOAN_PURPOSES,
  FARMER_ONBOARDING_INITIAL_PROGRESS,
  FARMER_ONBOARDING_STEP_LABELS,
  FARMER_ONBOARDING_STEPS,
  INCOME_ACTIVITIES,
  LIVESTOCK_BREEDS,
  LIVESTOCK_TYPE_LABELS,
  LIVESTOCK_TYPES,
  LOAN_TYPES,
  PROJECT_PARTICULARS,
  PROJECT_SUB_CATEGORIES,
  SOCIAL_CATEGORIES,
  SOCIAL_CATEGORY_LABELS,
  projectSubCategories,
  type LivestockType,
} from "./agri";

describe("farmer enumerations, values and order", () => {
  it.each([
    ["livestock types", LIVESTOCK_TYPES, ["COW", "GOAT", "Buffaloes", "Sheeps", "Other"]],
    ["breeds", LIVESTOCK_BREEDS, ["GIR", "RED_SINDHI", "SAHIWAL", "DEONI", "Other"]],
    [
      "project particulars",
      PROJECT_PARTICULARS,
      ["YIELD_LIVESTOCK", "CATTLE_SHIELD", "DAIRY_EQUIPMENTS", "FOODER_AND_FEED", "OTHER"],
    ],
    [
      "income activities",
      INCOME_ACTIVITIES,
      [
        "SALE_OF_MILK",
        "MILK_PRODUCTS",
        "RENTAL_INCOME",
        "DAIRY_COOPERATIVE",
        "SUBSIDIES_AND_SCHEMES",
        "Others",
      ],
    ],
    [
      "expense types",
      EXPENSE_TYPES,
      [
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
      ],
    ],
    [
      "loan types",
      LOAN_TYPES,
      [
        "LIVESTOCK_LOAN",
        "WORKING_CAPITAL_LOAN",
        "DAIRY_INFRA",
        "KISSAN_CREDIT",
        "MUDRA_LOAN",
        "NABARD_DAIRY",
        "AGRICULTURAL_TERM",
        "OTHER",
      ],
    ],
    [
      "farmer categories",
      FARMER_CATEGORIES,
      ["SMALL_FARMER", "MEDIUM_FARMER", "LARGE_FARMER", "OTHER_FARMER"],
    ],
    [
      "social categories",
      SOCIAL_CATEGORIES,
      ["SCHEDULE_CASTE", "SCHEDULE_TRIBE", "BACKWARD_CLASS", "MINORITY"],
    ],
  ])("%s", (_name, list, expected) => {
    expect([...list]).toEqual(expected);
  });

  it("has 11 expense types, each labelled", () => {
    expect(EXPENSE_TYPES).toHaveLength(11);
    expect(Object.keys(EXPENSE_TYPE_LABELS)).toEqual([...EXPENSE_TYPES]);
    expect(EXPENSE_TYPE_LABELS.LABUR_WAGES).toBe("Labour wages");
  });

  it("labels keep values as the spec spells them but read properly", () => {
    expect(LIVESTOCK_TYPE_LABELS.Sheeps).toBe("Sheep");
    expect(SOCIAL_CATEGORY_LABELS.SCHEDULE_CASTE).toBe("Scheduled caste");
    // @ts-expect-error the spec's value is "Sheeps"
    const type: LivestockType = "SHEEP";
    expect(LIVESTOCK_TYPES).not.toContain(type);
  });

  it("farmer loan purposes read as the spec lists them", () => {
    expect(FARMER_LOAN_PURPOSES.map((value) => FARMER_LOAN_PURPOSE_LABELS[value])).toEqual([
      "High yield livestock",
      "Cattle shed",
      "Dairy equipment",
      "Fodder and feed",
      "Other",
    ]);
  });
});

describe("project sub-categories", () => {
  it("every particular has a list ending in OTHER", () => {
    for (const particular of PROJECT_PARTICULARS) {
      expect(PROJECT_SUB_CATEGORIES[particular].at(-1)).toBe("OTHER");
    }
    expect(projectSubCategories("DAIRY_EQUIPMENTS")).toContain("MILKING_MACHINE");
  });

  it("any other value gives only OTHER", () => {
    expect(projectSubCategories("OTHER")).toEqual(["OTHER"]);
    expect(projectSubCategories("TRACTOR")).toEqual(["OTHER"]);
    expect(projectSubCategories("constructor")).toEqual(["OTHER"]);
  });
});

describe("farmer onboarding progress", () => {
  it("lists the steps in spec order, farmer details completed and the rest pending", () => {
    expect(
      FARMER_ONBOARDING_STEPS.map((step) => [
        FARMER_ONBOARDING_STEP_LABELS[step],
        FARMER_ONBOARDING_INITIAL_PROGRESS[step],
      ]),
    ).toEqual([
      ["Farmer Details", "completed"],
      ["Livestock Details", "pending"],
      ["Income & Expenses", "pending"],
      ["Existing loan & Security", "pending"],
      ["Anchor Data", "pending"],
    ]);
  });
});
