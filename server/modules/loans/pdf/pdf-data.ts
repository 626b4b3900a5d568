import type { KfsCalculation } from "@domain/api/kfs-calculator";
import type { BusinessDate } from "@domain/dates/business-date";
import type { PaymentTiming } from "@domain/enums/finance";
import type { OtherCharge } from "@domain/lending/charges";

/** Who the loan is between, as the documents name them. */
export type LoanParties = {
  loanNumber: string;
  lenderName: string;
  anchorName: string | null;
  borrowerName: string;
  borrowerFatherName: string | null;
  borrowerAddress: string | null;
  borrowerMobile: string | null;
};

/** The loan's terms as the offer letter states them (the loan's own figures, recomputed on every save). */
export type OfferLetterData = LoanParties & {
  date: BusinessDate;
  loanAmountPaise: number;
  tenureMonths: number;
  repaymentFrequency: string;
  interestRatePercent: string;
  processingFeePercent: string;
  feeGstPercent: string;
  penalInterestPercent: string | null;
  emiPaise: number;
  installments: number;
  netDisbursedPaise: number;
  totalPayablePaise: number;
  aprPercent: string;
  primarySecurity: string | null;
  guaranteePersonal: string | null;
  securityCheques: string | null;
  businessCovenants: string | null;
};

/** One KFS version's terms and the calculator's answer as issued: what the KFS and the agreement show. */
export type KfsData = LoanParties & {
  proposalNumber: string;
  version: number;
  issuedOn: BusinessDate;
  validUntil: BusinessDate;
  loanAmountPaise: number;
  tenureMonths: number;
  repaymentFrequency: string;
  interestRatePercent: string;
  rateCalDuration: string;
  paymentTiming: PaymentTiming;
  processingFeePercent: string;
  feeGstPercent: string;
  penalInterestPercent: string | null;
  otherCharges: readonly OtherCharge[];
  calculation: KfsCalculation;
};
