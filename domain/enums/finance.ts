import { labelsFor } from "./labels";

export const ACCOUNT_TYPES = ["SAVINGS", "CURRENT", "CASH CREDIT", "OVERDRAFT", "OTHER"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS = labelsFor(ACCOUNT_TYPES);

export const INVOICE_TYPES = [
  "SUPPLIER_INVOICE",
  "PARTNER_INVOICE",
  "SUPPLIER_DISCOUNTING",
  "DRAWDOWN_REQUEST",
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS = labelsFor(INVOICE_TYPES);

export const REPAYMENT_FREQUENCIES = [
  "DAILY",
  "WEEKLY",
  "MONTHLY",
  "QUARTERLY",
  "SEMIANNUALLY",
  "YEARLY",
  "ADHOC",
] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];
export const REPAYMENT_FREQUENCY_LABELS = labelsFor(REPAYMENT_FREQUENCIES, {
  SEMIANNUALLY: "Half-yearly",
  ADHOC: "Ad hoc",
});

/** Repayment durations offered by the loan form, in days. */
export const LOAN_REPAYMENT_DURATION_DAYS = [7, 10, 15, 30, 35, 40, 45, 60, 90] as const;
export type LoanRepaymentDurationDays = (typeof LOAN_REPAYMENT_DURATION_DAYS)[number];

/** The repayment-entry forms offer a single duration. */
export const REPAYMENT_ENTRY_DURATION_DAYS = [30] as const;
export type RepaymentEntryDurationDays = (typeof REPAYMENT_ENTRY_DURATION_DAYS)[number];

/** The period an interest rate is quoted for (the loan form's rateCalDuration). */
export const INTEREST_CALCULATION_BASES = ["YEARLY", "MONTHLY", "DAYS"] as const;
export type InterestCalculationBasis = (typeof INTEREST_CALCULATION_BASES)[number];
export const INTEREST_CALCULATION_BASIS_LABELS: Record<InterestCalculationBasis, string> = {
  YEARLY: "Per year",
  MONTHLY: "Per month",
  DAYS: "Per day",
};

/**
 * When each instalment falls in its period: at the end (in arrears, the usual EMI) or at the start (in advance,
 * "advance EMI": the first is collected at disbursal), as vehicle and equipment lenders offer.
 */
export const PAYMENT_TIMINGS = ["END", "START"] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];
export const PAYMENT_TIMING_LABELS: Record<PaymentTiming, string> = {
  END: "In arrears (end of each period)",
  START: "In advance (first EMI at disbursal)",
};

/** TDS / processing-fee percentages of the partner repayment form. */
export const PARTNER_REPAYMENT_TDS_OPTIONS = [0, 1, 2, 3, 3.54, 4, 5, 10] as const;
export type PartnerRepaymentTdsOption = (typeof PARTNER_REPAYMENT_TDS_OPTIONS)[number];

/** TDS percentages of the partner create form (a different list from the repayment form's). */
export const PARTNER_CREATE_TDS_OPTIONS = [0, 1, 1.5, 2, 3, 3.54, 5, 7] as const;
export type PartnerCreateTdsOption = (typeof PARTNER_CREATE_TDS_OPTIONS)[number];

/** Interest days offered when scheduling an e-NACH debit. */
export const ENACH_INTEREST_DAYS = [30, 45, 90] as const;
export type EnachInterestDays = (typeof ENACH_INTEREST_DAYS)[number];

export const LENDING_TYPES = ["NONE", "DEFAULT", "CO_LENDING"] as const;
export type LendingType = (typeof LENDING_TYPES)[number];
export const LENDING_TYPE_LABELS = labelsFor(LENDING_TYPES, { CO_LENDING: "Co-lending" });

export const PAYMENT_TYPES = ["Enach", "UPI", "Debit Card", "Net Banking"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  Enach: "e-NACH",
  UPI: "UPI",
  "Debit Card": "Debit Card",
  "Net Banking": "Net Banking",
};

export const PAYMENT_REFERENCE_TYPES = ["COLLECTION", "REPAYMENT"] as const;
export type PaymentReferenceType = (typeof PAYMENT_REFERENCE_TYPES)[number];
export const PAYMENT_REFERENCE_TYPE_LABELS = labelsFor(PAYMENT_REFERENCE_TYPES);

export const BULK_IMPORT_TYPES = ["utr_update", "utr_payment"] as const;
export type BulkImportType = (typeof BULK_IMPORT_TYPES)[number];
export const BULK_IMPORT_TYPE_LABELS: Record<BulkImportType, string> = {
  utr_update: "UTR update",
  utr_payment: "UTR payment",
};

export const AUTO_DEBIT_CHOICES = ["disabled", "enabled"] as const;
export type AutoDebitChoice = (typeof AUTO_DEBIT_CHOICES)[number];
export const AUTO_DEBIT_CHOICE_LABELS = labelsFor(AUTO_DEBIT_CHOICES);

/** Whether the instalment is deducted daily from the borrower's collections (the loan form's dailyDeduction). */
export const DAILY_DEDUCTION_CHOICES = ["YES", "NO"] as const;
export type DailyDeductionChoice = (typeof DAILY_DEDUCTION_CHOICES)[number];
export const DAILY_DEDUCTION_CHOICE_LABELS = labelsFor(DAILY_DEDUCTION_CHOICES);
