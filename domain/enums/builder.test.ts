import { describe, expect, it } from "vitest";
import {
  CONDITION_OPERATOR_KIND,
  CONDITION_OPERATOR_LABELS,
  CONDITION_OPERATORS,
  DYNAMIC_FIELD_TYPES,
  ONBOARDING_FLOWS,
  ONBOARDING_PAGE_CATEGORIES,
  PAGE_TYPES,
  WORKFLOW_NODE_KINDS,
  type OnboardingPageCategory,
} from "./builder";

describe("builder enumerations", () => {
  it.each([
    ["field types", DYNAMIC_FIELD_TYPES, ["text", "number", "file", "select", "date", "email", "radio"]],
    [
      "condition operators",
      CONDITION_OPERATORS,
      ["==", "!=", ">", ">=", "<", "<=", "&&", "||", "+", "-", "*", "/", "%", "**"],
    ],
    [
      "page categories",
      ONBOARDING_PAGE_CATEGORIES,
      [
        "Default",
        "Itr",
        "Gst",
        "Bank statement",
        "Promoter",
        "Review",
        "Success",
        "Kfs-esign-url",
        "La-esign-url",
        "Mandate-sign-url",
        "Bank-detail",
        "Loi-summary",
        "Processing-fee",
        "Business-detail",
        "Salary-detail",
        "Kyc-detail",
        "Misc-document",
      ],
    ],
    ["page types", PAGE_TYPES, ["STATIC", "DYNAMIC"]],
    ["onboarding flows", ONBOARDING_FLOWS, ["default", "Agro"]],
    ["workflow node kinds", WORKFLOW_NODE_KINDS, ["Page", "Condition"]],
  ])("%s", (_name, list, expected) => {
    expect([...list]).toEqual(expected);
  });

  it("has exactly 17 page categories", () => {
    expect(ONBOARDING_PAGE_CATEGORIES).toHaveLength(17);
    // @ts-expect-error categories keep the spec's casing
    const category: OnboardingPageCategory = "Bank Statement";
    expect(ONBOARDING_PAGE_CATEGORIES).not.toContain(category);
  });

  it("labels and classifies every operator", () => {
    expect(Object.keys(CONDITION_OPERATOR_LABELS)).toEqual([...CONDITION_OPERATORS]);
    expect(CONDITION_OPERATORS.filter((op) => CONDITION_OPERATOR_KIND[op] === "logical")).toEqual([
      "&&",
      "||",
    ]);
    expect(CONDITION_OPERATORS.filter((op) => CONDITION_OPERATOR_KIND[op] === "comparison")).toHaveLength(6);
  });
});
