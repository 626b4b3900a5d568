import { BUSINESS_TYPES, COMPANY_CATEGORIES } from "@domain/enums/business";
import {
  AUTO_DEBIT_CHOICES,
  DAILY_DEDUCTION_CHOICES,
  INTEREST_CALCULATION_BASES,
  INVOICE_TYPES,
  LOAN_REPAYMENT_DURATION_DAYS,
  PAYMENT_TIMINGS,
  REPAYMENT_FREQUENCIES,
} from "@domain/enums/finance";
import { PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { z } from "zod";
import { numericOneOf, oneOf, selectedId } from "./choice-fields";
import { optionalIsoDate } from "./date-fields";
import { loanSecurityFields } from "./loan-security";
import { countText, percentText, rupeeAmount } from "./number-fields";
import { optionalText, requiredText } from "./text-fields";

/**
 * Loan / KFS form (spec sections 3 and 5): borrower name up to 50; amount up to 10 characters; tenure (months)
 * and the fee, interest, APR and penal-interest percentages up to 5; the seven selects the spec names are
 * required with 'Please select one option'.
 */
export const loanKfsSchema = z.object({
  lender: selectedId("Lender"),
  anchorName: requiredText("Anchor Name", { max: 50 }),
  borrowerName: requiredText("Borrower Name", { max: 50 }),
  loanAmount: rupeeAmount("Loan Amount", { maxLength: 10 }),
  loanTenure: countText("Loan Tenure", { maxLength: 5 }),
  processingFeeKfs: percentText("Processing Fee", { maxLength: 5 }),
  interestRateKfs: percentText("Interest Rate", { maxLength: 5 }),
  apr: percentText("APR", { maxLength: 5 }),
  penalInterest: percentText("Penal Interest", { maxLength: 5 }),
  repayFrequencies: oneOf(REPAYMENT_FREQUENCIES).optional(),
  emiDebitStarts: optionalIsoDate("EMI Debit Start Date"),
  /** EMI timing: END (in arrears) unless said; START, advance EMI (then no EMI Debit Start Date). */
  paymentTiming: oneOf(PAYMENT_TIMINGS).optional(),
  dailyDeduction: oneOf(DAILY_DEDUCTION_CHOICES),
  repaymentFrequency: numericOneOf(LOAN_REPAYMENT_DURATION_DAYS),
  invoiceType: oneOf(INVOICE_TYPES),
  rateCalDuration: oneOf(INTEREST_CALCULATION_BASES),
  disableAutoDebit: oneOf(AUTO_DEBIT_CHOICES).optional(),
  userType: oneOf(PROGRAMME_USER_TYPES),
  businessCategories: oneOf(COMPANY_CATEGORIES),
  businessTypes: oneOf(BUSINESS_TYPES),
  geography: optionalText("Geography", { max: 100 }),
  ...loanSecurityFields,
});
export type LoanKfsInput = z.input<typeof loanKfsSchema>;
export type LoanKfsValues = z.output<typeof loanKfsSchema>;
