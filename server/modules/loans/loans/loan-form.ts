import { rupeeText } from "@domain/api/kfs-calculator";
import type { IndividualLoanCreateValues, LoanCreateValues } from "@domain/api/loans";
import type { BusinessDate } from "@domain/dates/business-date";
import type { InterestCalculationBasis, PaymentTiming, RepaymentFrequency } from "@domain/enums/finance";
import type { ChargePayee } from "@domain/lending/charges";
import type { LoanCalculation } from "@domain/lending/loan-calculator";
import { parseRupees } from "@domain/money/parse-rupees";
import type { loans } from "@server/db/schema/loans";
import type { CalculatorTerms } from "../kfs-calculator/calculate-terms";
import { loanCalculation } from "./first-due-date";
import type { LoanRow } from "./loan-transition";

type LoanInsert = typeof loans.$inferInsert;
type TermsColumns = Pick<
  LoanInsert,
  "loanAmountPaise" | "tenureMonths" | "processingFeePercent" | "interestRatePercent" | "repaymentFrequency"
> &
  Partial<LoanInsert>;
/** The columns a form sets: the terms a loan cannot be without, the borrower's name, and the rest. */
export type LoanFormColumns = TermsColumns & Pick<LoanInsert, "borrowerName">;
type CalculationColumns = Pick<
  LoanInsert,
  | "emiPaise"
  | "installments"
  | "totalInterestPaise"
  | "netDisbursedPaise"
  | "totalPayablePaise"
  | "aprPercent"
>;
export type StoredCharge = { label: string; amountPaise: number; payableTo: ChargePayee };

/** Where a loan sits: its lender, and for a KFS loan its anchor, programme and borrower account. */
export type LoanPlacement = {
  lenderId: string;
  anchorId: string | null;
  programmeId: string | null;
  borrowerUserId: string | null;
  anchorName: string | null;
};

/** What a saved form becomes: its placement, the columns it sets, and the terms the calculator reads. */
export type LoanFormInput = { placement: LoanPlacement; columns: LoanFormColumns; terms: CalculatorTerms };

/** The columns whose change alters the KFS (the figures, dates and charges the borrower accepted). */
export const TERM_COLUMNS = [
  "loanAmountPaise",
  "tenureMonths",
  "processingFeePercent",
  "feeGstPercent",
  "interestRatePercent",
  "penalInterestPercent",
  "otherCharges",
  "repaymentFrequency",
  "repaymentDurationDays",
  "emiDebitStarts",
  "paymentTiming",
  "rateCalDuration",
] as const satisfies readonly (keyof LoanRow)[];

const orNull = (value: string | undefined): string | null => (value ? value : null);

const termsColumns = (terms: CalculatorTerms, penal: string | undefined): TermsColumns => ({
  loanAmountPaise: parseRupees(terms.loanAmount),
  tenureMonths: terms.loanTenure,
  processingFeePercent: terms.processingFeeKfs,
  feeGstPercent: terms.feeGstPercent,
  interestRatePercent: terms.interestRateKfs,
  penalInterestPercent: orNull(penal),
  otherCharges: (terms.otherCharges ?? []).map((charge): StoredCharge => ({
    label: charge.label,
    amountPaise: parseRupees(charge.amount),
    payableTo: charge.payableTo,
  })),
  repaymentFrequency: terms.repaymentFrequency,
  rateCalDuration: terms.rateCalDuration ?? "YEARLY",
  emiDebitStarts: orNull(terms.firstDueDate ?? undefined),
  paymentTiming: terms.paymentTiming ?? "END",
});

const security = (values: LoanCreateValues | IndividualLoanCreateValues): Partial<LoanInsert> => ({
  primarySecurity: orNull(values.primarySecurity),
  guaranteePersonal: orNull(values.guaranteePersonal),
  securityCheques: orNull(values.securityCheques),
  businessCovenants: orNull(values.businessCovenants),
});

/** The Loan/KFS form as columns; its `apr` is ignored (the server computes it). */
export function kfsFormInput(values: LoanCreateValues): LoanFormInput {
  const terms: CalculatorTerms = {
    loanAmount: values.loanAmount,
    interestRateKfs: values.interestRateKfs,
    rateCalDuration: values.rateCalDuration,
    loanTenure: values.loanTenure,
    repaymentFrequency: values.repayFrequencies,
    processingFeeKfs: values.processingFeeKfs,
    feeGstPercent: values.feeGstPercent,
    otherCharges: values.otherCharges,
    firstDueDate: orNull(values.emiDebitStarts),
    paymentTiming: values.paymentTiming,
  };
  return {
    placement: {
      lenderId: values.lender,
      anchorId: values.anchorId ?? null,
      programmeId: values.programmeId ?? null,
      borrowerUserId: values.borrowerUserId ?? null,
      anchorName: values.anchorName,
    },
    terms,
    columns: {
      borrowerName: values.borrowerName,
      ...termsColumns(terms, values.penalInterest),
      repaymentDurationDays: values.repaymentFrequency,
      dailyDeduction: values.dailyDeduction,
      invoiceType: values.invoiceType,
      disableAutoDebit: values.disableAutoDebit ?? null,
      userType: values.userType,
      businessCategory: values.businessCategories,
      businessType: values.businessTypes,
      geography: orNull(values.geography),
      ...security(values),
    },
  };
}

/** The individual loan form as columns: the borrower's own details, no anchor or programme. */
export function individualFormInput(values: IndividualLoanCreateValues): LoanFormInput {
  const terms: CalculatorTerms = {
    loanAmount: values.loanAmount,
    interestRateKfs: values.interestRateKfs,
    loanTenure: values.loanTenure,
    repaymentFrequency: values.repayFrequencies,
    processingFeeKfs: values.processingFeeKfs,
    feeGstPercent: values.feeGstPercent,
    otherCharges: values.otherCharges,
  };
  return {
    placement: {
      lenderId: values.lenderId,
      anchorId: null,
      programmeId: null,
      borrowerUserId: values.borrowerUserId ?? null,
      anchorName: null,
    },
    terms,
    columns: {
      borrowerName: values.borrowerName,
      borrowerFatherName: values.borrowerFatherName,
      borrowerMobile: values.borrowerMobile,
      borrowerPan: values.borrowerPan || null,
      borrowerAddress: values.borrowerAddress,
      ...termsColumns(terms, values.penalInterest),
      ...security(values),
    },
  };
}

/** The calculator's figures as the loan stores them (APR to the hundredth, as disclosed). */
export const calculationColumns = (calculation: LoanCalculation): CalculationColumns => ({
  emiPaise: calculation.emiPaise,
  installments: calculation.installments,
  totalInterestPaise: calculation.totalInterestPaise,
  netDisbursedPaise: calculation.netDisbursedPaise,
  totalPayablePaise: calculation.totalPayablePaise,
  aprPercent: rupeeText(calculation.aprHundredths),
});

/** The calculator's terms of a saved loan, to recompute its figures and schedule. */
export const storedTerms = (loan: LoanRow): CalculatorTerms => ({
  loanAmount: rupeeText(loan.loanAmountPaise),
  interestRateKfs: loan.interestRatePercent,
  rateCalDuration: loan.rateCalDuration as InterestCalculationBasis,
  loanTenure: loan.tenureMonths,
  repaymentFrequency: loan.repaymentFrequency as RepaymentFrequency,
  processingFeeKfs: loan.processingFeePercent,
  feeGstPercent: loan.feeGstPercent,
  otherCharges: (loan.otherCharges as StoredCharge[]).map((charge) => ({
    label: charge.label,
    amount: rupeeText(charge.amountPaise),
    payableTo: charge.payableTo,
  })),
  firstDueDate: loan.emiDebitStarts,
  paymentTiming: loan.paymentTiming as PaymentTiming,
});

/**
 * A saved loan's figures and schedule, interest running from `disbursalDate`: the day it was disbursed (its EMIs,
 * its page once disbursed), else the day its KFS is issued or its figures are shown. The first instalment falls
 * one period later unless the loan names a first due date (then a broken first period, for its actual days), or
 * on the disbursal date itself when its EMIs are in advance.
 */
export const storedCalculation = (loan: LoanRow, disbursalDate: BusinessDate): LoanCalculation =>
  loanCalculation(storedTerms(loan), disbursalDate);

/**
 * The figures of a loan with no KFS in force: from its disbursal, else from today. A first due date that has
 * passed is left out (one period from today instead): the KFS and the disbursal refuse it in words, and the page
 * must still open for the edit that changes it.
 */
export function currentCalculation(loan: LoanRow, today: BusinessDate): LoanCalculation {
  if (loan.disbursedOn) return storedCalculation(loan, loan.disbursedOn);
  const firstDueDate = loan.emiDebitStarts && loan.emiDebitStarts > today ? loan.emiDebitStarts : null;
  return loanCalculation({ ...storedTerms(loan), firstDueDate }, today);
}
