import { kfsTermsSchema } from "@domain/api/loans";
import { businessDateAt } from "@domain/dates/business-date";
import type { kfsVersions } from "@server/db/schema/loans";
import { conflict } from "@server/http/errors";
import type { VisibleLoan } from "../documents/visible-loan";
import type { KfsData, LoanParties, OfferLetterData } from "./pdf-data";

type KfsVersionRow = typeof kfsVersions.$inferSelect;

export const partiesOf = (loan: VisibleLoan): LoanParties => ({
  loanNumber: loan.loanNumber,
  lenderName: loan.lenderName,
  anchorName: loan.anchorName,
  borrowerName: loan.borrowerName,
  borrowerFatherName: loan.borrowerFatherName,
  borrowerAddress: loan.borrowerAddress,
  borrowerMobile: loan.borrowerMobile,
});

export const offerLetterDataOf = (loan: VisibleLoan, date: string): OfferLetterData => ({
  ...partiesOf(loan),
  date,
  loanAmountPaise: loan.loanAmountPaise,
  tenureMonths: loan.tenureMonths,
  repaymentFrequency: loan.repaymentFrequency,
  interestRatePercent: loan.interestRatePercent,
  processingFeePercent: loan.processingFeePercent,
  feeGstPercent: loan.feeGstPercent,
  penalInterestPercent: loan.penalInterestPercent,
  emiPaise: loan.emiPaise,
  installments: loan.installments,
  netDisbursedPaise: loan.netDisbursedPaise,
  totalPayablePaise: loan.totalPayablePaise,
  aprPercent: loan.aprPercent,
  primarySecurity: loan.primarySecurity,
  guaranteePersonal: loan.guaranteePersonal,
  securityCheques: loan.securityCheques,
  businessCovenants: loan.businessCovenants,
});

const CANNOT_RENDER = "This KFS version's terms cannot be read; issue a new KFS version";

/** The KFS version as its PDF shows it: the terms, names and figures frozen when it was issued. */
export function kfsDataOf(loan: VisibleLoan, version: KfsVersionRow): KfsData {
  const parsed = kfsTermsSchema.safeParse(version.terms);
  if (!parsed.success) throw conflict(CANNOT_RENDER);
  const terms = parsed.data;
  return {
    ...partiesOf(loan),
    lenderName: terms.lenderName,
    anchorName: terms.anchorName,
    borrowerName: terms.borrowerName,
    loanAmountPaise: terms.loanAmountPaise,
    tenureMonths: terms.tenureMonths,
    repaymentFrequency: terms.repaymentFrequency,
    interestRatePercent: terms.interestRatePercent,
    rateCalDuration: terms.rateCalDuration,
    paymentTiming: terms.paymentTiming,
    processingFeePercent: terms.processingFeePercent,
    feeGstPercent: terms.feeGstPercent,
    penalInterestPercent: terms.penalInterestPercent,
    otherCharges: terms.otherCharges.map((charge) => ({
      ...charge,
      payableTo: charge.payableTo === "THIRD_PARTY" ? "THIRD_PARTY" : "LENDER",
    })),
    calculation: terms.calculation,
    proposalNumber: version.proposalNumber,
    version: version.version,
    issuedOn: businessDateAt(version.issuedAt),
    validUntil: version.validUntil,
  };
}
