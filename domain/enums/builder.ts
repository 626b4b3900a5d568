import { labelsFor } from "./labels";

export const DYNAMIC_FIELD_TYPES = ["text", "number", "file", "select", "date", "email", "radio"] as const;
export type DynamicFieldType = (typeof DYNAMIC_FIELD_TYPES)[number];
export const DYNAMIC_FIELD_TYPE_LABELS = labelsFor(DYNAMIC_FIELD_TYPES, { email: "E-mail" });

/** Operators a workflow condition may use, in the spec's order. */
export const CONDITION_OPERATORS = [
  "==",
  "!=",
  ">",
  ">=",
  "<",
  "<=",
  "&&",
  "||",
  "+",
  "-",
  "*",
  "/",
  "%",
  "**",
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export const CONDITION_OPERATOR_LABELS: Record<ConditionOperator, string> = {
  "==": "equals",
  "!=": "does not equal",
  ">": "greater than",
  ">=": "greater than or equal to",
  "<": "less than",
  "<=": "less than or equal to",
  "&&": "and",
  "||": "or",
  "+": "plus",
  "-": "minus",
  "*": "times",
  "/": "divided by",
  "%": "remainder",
  "**": "to the power of",
};

export const CONDITION_OPERATOR_KINDS = ["comparison", "logical", "arithmetic"] as const;
export type ConditionOperatorKind = (typeof CONDITION_OPERATOR_KINDS)[number];

/** What an operator yields: comparisons and logical operators a boolean, arithmetic a number. */
export const CONDITION_OPERATOR_KIND: Record<ConditionOperator, ConditionOperatorKind> = {
  "==": "comparison",
  "!=": "comparison",
  ">": "comparison",
  ">=": "comparison",
  "<": "comparison",
  "<=": "comparison",
  "&&": "logical",
  "||": "logical",
  "+": "arithmetic",
  "-": "arithmetic",
  "*": "arithmetic",
  "/": "arithmetic",
  "%": "arithmetic",
  "**": "arithmetic",
};

/** Onboarding page categories exactly as the spec writes them (section 2); the value is also the label. */
export const ONBOARDING_PAGE_CATEGORIES = [
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
] as const;
export type OnboardingPageCategory = (typeof ONBOARDING_PAGE_CATEGORIES)[number];

export const PAGE_TYPES = ["STATIC", "DYNAMIC"] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const PAGE_TYPE_LABELS = labelsFor(PAGE_TYPES);

export const ONBOARDING_FLOWS = ["default", "Agro"] as const;
export type OnboardingFlow = (typeof ONBOARDING_FLOWS)[number];
export const ONBOARDING_FLOW_LABELS = labelsFor(ONBOARDING_FLOWS);

export const WORKFLOW_NODE_KINDS = ["Page", "Condition"] as const;
export type WorkflowNodeKind = (typeof WORKFLOW_NODE_KINDS)[number];
