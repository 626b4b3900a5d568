import { PdfComposer } from "./pdf-composer";
import type { OfferLetterData } from "./pdf-data";
import { date, frequencyLabel, money, orDash, percent } from "./pdf-format";

/** The offer letter (letter of intent): the loan the lender intends to sanction, on the loan's current terms. */
export async function offerLetterPdf(offer: OfferLetterData): Promise<Uint8Array> {
  const pdf = await PdfComposer.start(`Offer letter ${offer.loanNumber}`, `Offer letter ${offer.loanNumber}`);
  pdf.title(
    "Letter of Intent / Offer Letter",
    `${offer.lenderName} - loan ${offer.loanNumber} - ${date(offer.date)}`,
  );
  pdf.paragraph(`To ${offer.borrowerName}${offer.borrowerAddress ? `, ${offer.borrowerAddress}` : ""}`, {
    bold: true,
  });
  pdf.paragraph(
    `${offer.lenderName} is pleased to offer you a term loan on the terms below${offer.anchorName ? `, under the programme of ${offer.anchorName}` : ""}. The offer is subject to the Key Fact Statement that follows, to the lender's credit approval, and to the loan agreement.`,
  );
  pdf.heading("Terms offered");
  pdf.keyValues([
    ["Loan amount", money(offer.loanAmountPaise)],
    ["Tenure", `${offer.tenureMonths} months`],
    [
      "Repayment",
      `${offer.installments} ${frequencyLabel(offer.repaymentFrequency).toLowerCase()} instalments of ${money(offer.emiPaise)}`,
    ],
    ["Interest rate", `${percent(offer.interestRatePercent)} per year, fixed, on the reducing balance`],
    [
      "Processing fee",
      `${percent(offer.processingFeePercent)} of the loan amount, plus GST at ${percent(offer.feeGstPercent)}`,
    ],
    ["Net disbursed amount", money(offer.netDisbursedPaise)],
    ["Total amount payable", money(offer.totalPayablePaise)],
    ["Annual Percentage Rate (APR)", percent(offer.aprPercent)],
    [
      "Penal charges",
      offer.penalInterestPercent
        ? `${percent(offer.penalInterestPercent)} per year on overdue amounts`
        : "None",
    ],
  ]);
  pdf.heading("Security and covenants");
  pdf.keyValues([
    ["Primary security", orDash(offer.primarySecurity)],
    ["Personal guarantee", orDash(offer.guaranteePersonal)],
    ["Security cheques", orDash(offer.securityCheques)],
    ["Business covenants", orDash(offer.businessCovenants)],
  ]);
  pdf.paragraph("Please sign below to accept this offer.");
  pdf.signatures([`For ${offer.lenderName}`, `Borrower: ${offer.borrowerName}`]);
  return pdf.finish();
}
