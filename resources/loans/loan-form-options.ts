import { BUSINESS_TYPES, COMPANY_CATEGORIES, COMPANY_CATEGORY_LABELS } from "@domain/enums/business";
import {
  AUTO_DEBIT_CHOICE_LABELS,
  AUTO_DEBIT_CHOICES,
  DAILY_DEDUCTION_CHOICE_LABELS,
  DAILY_DEDUCTION_CHOICES,
  INTEREST_CALCULATION_BASES,
  INTEREST_CALCULATION_BASIS_LABELS,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
  LOAN_REPAYMENT_DURATION_DAYS,
  PAYMENT_TIMING_LABELS,
  PAYMENT_TIMINGS,
  REPAYMENT_FREQUENCIES,
  REPAYMENT_FREQUENCY_LABELS,
} from "@domain/enums/finance";
import { optionsOf } from "@domain/enums/labels";
import { PROGRAMME_USER_TYPE_LABELS, PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { CHARGE_PAYEES, type ChargePayee } from "@domain/lending/charges";

/** The options of the Loan/KFS form's selects (spec sections 3, 5 and 9). */
export const LOAN_FORM_OPTIONS = {
  repayFrequencies: optionsOf(REPAYMENT_FREQUENCIES, REPAYMENT_FREQUENCY_LABELS),
  repaymentFrequency: LOAN_REPAYMENT_DURATION_DAYS.map((days) => ({ value: days, label: `${days} days` })),
  invoiceType: optionsOf(INVOICE_TYPES, INVOICE_TYPE_LABELS),
  rateCalDuration: optionsOf(INTEREST_CALCULATION_BASES, INTEREST_CALCULATION_BASIS_LABELS),
  paymentTiming: optionsOf(PAYMENT_TIMINGS, PAYMENT_TIMING_LABELS),
  disableAutoDebit: optionsOf(AUTO_DEBIT_CHOICES, AUTO_DEBIT_CHOICE_LABELS),
  userType: optionsOf(PROGRAMME_USER_TYPES, PROGRAMME_USER_TYPE_LABELS),
  businessCategories: optionsOf(COMPANY_CATEGORIES, COMPANY_CATEGORY_LABELS),
  dailyDeduction: optionsOf(DAILY_DEDUCTION_CHOICES, DAILY_DEDUCTION_CHOICE_LABELS),
  businessTypes: BUSINESS_TYPES.map((value) => ({ value, label: value })),
};

export const CHARGE_PAYEE_LABELS: Record<ChargePayee, string> = {
  LENDER: "Lender",
  THIRD_PARTY: "Third party (through the lender)",
};
export const CHARGE_PAYEE_OPTIONS = optionsOf(CHARGE_PAYEES, CHARGE_PAYEE_LABELS);
