import { rupeeText } from "@domain/api/kfs-calculator";
import type { IndividualLoanCreateRequest, LoanCreateRequest, LoanDetail } from "@domain/api/loans";
import { DEFAULT_FEE_GST_PERCENT } from "@domain/lending/charges";

export type LoanFormValues = LoanCreateRequest & { version?: number };
export type IndividualLoanFormValues = IndividualLoanCreateRequest & { version?: number };

/** The fields both loan forms share: the borrower, the terms behind the figures, the charges and the security. */
export type SharedLoanValues = Pick<
  LoanFormValues,
  | "borrowerUserId"
  | "borrowerName"
  | "loanAmount"
  | "loanTenure"
  | "interestRateKfs"
  | "processingFeeKfs"
  | "penalInterest"
  | "repayFrequencies"
  | "feeGstPercent"
  | "otherCharges"
  | "primarySecurity"
  | "guaranteePersonal"
  | "securityCheques"
  | "businessCovenants"
>;

const sharedOf = (loan: LoanDetail | undefined): SharedLoanValues => ({
  borrowerUserId: loan?.borrowerUserId ?? undefined,
  borrowerName: loan?.borrowerName ?? "",
  loanAmount: loan ? rupeeText(loan.loanAmountPaise) : "",
  loanTenure: loan ? String(loan.tenureMonths) : "",
  interestRateKfs: loan?.interestRatePercent ?? "",
  processingFeeKfs: loan?.processingFeePercent ?? "",
  penalInterest: loan?.penalInterestPercent ?? "",
  repayFrequencies: loan?.repaymentFrequency ?? "MONTHLY",
  feeGstPercent: loan?.feeGstPercent ?? DEFAULT_FEE_GST_PERCENT,
  otherCharges: (loan?.otherCharges ?? []).map((charge) => ({
    label: charge.label,
    amount: rupeeText(charge.amountPaise),
    payableTo: charge.payableTo as "LENDER" | "THIRD_PARTY",
  })),
  primarySecurity: loan?.primarySecurity ?? "",
  guaranteePersonal: loan?.guaranteePersonal ?? "",
  securityCheques: loan?.securityCheques ?? "",
  businessCovenants: loan?.businessCovenants ?? "",
});

/** The Loan/KFS form's values: empty for a new loan (the selects unchosen), else the loan's. */
export function loanFormValues(loan?: LoanDetail): LoanFormValues {
  return {
    ...sharedOf(loan),
    lender: loan?.lenderId ?? "",
    anchorId: loan?.anchorId ?? undefined,
    anchorName: loan?.anchorName ?? "",
    programmeId: loan?.programmeId ?? undefined,
    apr: loan?.aprPercent ?? "",
    emiDebitStarts: loan?.emiDebitStarts ?? undefined,
    paymentTiming: loan?.paymentTiming ?? "END",
    dailyDeduction: (loan?.dailyDeduction ?? "") as LoanFormValues["dailyDeduction"],
    repaymentFrequency: loan?.repaymentDurationDays ?? "",
    invoiceType: (loan?.invoiceType ?? "") as LoanFormValues["invoiceType"],
    rateCalDuration: (loan?.rateCalDuration ?? "YEARLY") as LoanFormValues["rateCalDuration"],
    disableAutoDebit: (loan?.disableAutoDebit ?? undefined) as LoanFormValues["disableAutoDebit"],
    userType: (loan?.userType ?? "") as LoanFormValues["userType"],
    businessCategories: (loan?.businessCategory ?? "") as LoanFormValues["businessCategories"],
    businessTypes: (loan?.businessType ?? "") as LoanFormValues["businessTypes"],
    geography: loan?.geography ?? "",
    version: loan?.version,
  };
}

/** The individual loan form's values. */
export function individualLoanFormValues(loan?: LoanDetail): IndividualLoanFormValues {
  return {
    ...sharedOf(loan),
    lenderId: loan?.lenderId ?? "",
    borrowerFatherName: loan?.borrowerFatherName ?? "",
    borrowerMobile: loan?.borrowerMobile ?? "",
    borrowerPan: loan?.borrowerPan ?? "",
    borrowerAddress: loan?.borrowerAddress ?? "",
    version: loan?.version,
  };
}
