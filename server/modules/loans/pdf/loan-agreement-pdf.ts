import { PdfComposer } from "./pdf-composer";
import type { KfsData } from "./pdf-data";
import { date, orDash } from "./pdf-format";
import { kfsAnnexes, kfsPart1, kfsPart2 } from "./kfs-sections";

export type LoanAgreementData = KfsData & {
  date: string;
  primarySecurity: string | null;
  guaranteePersonal: string | null;
  securityCheques: string | null;
  businessCovenants: string | null;
};

/** The loan agreement, with the accepted KFS as its summary box (RBI: the KFS becomes the agreement's summary). */
export async function loanAgreementPdf(agreement: LoanAgreementData): Promise<Uint8Array> {
  const pdf = await PdfComposer.start(
    `Loan agreement ${agreement.loanNumber}`,
    `Loan agreement ${agreement.loanNumber}`,
  );
  pdf.title(
    "Loan Agreement",
    `Loan ${agreement.loanNumber} - KFS ${agreement.proposalNumber} - ${date(agreement.date)}`,
  );
  pdf.paragraph(
    `This agreement is made on ${date(agreement.date)} between ${agreement.lenderName} (the "Lender") and ${agreement.borrowerName}${agreement.borrowerFatherName ? `, child of ${agreement.borrowerFatherName}` : ""}${agreement.borrowerAddress ? `, of ${agreement.borrowerAddress}` : ""} (the "Borrower").`,
  );
  pdf.heading("Summary box (Key Fact Statement)");
  pdf.paragraph(
    `The Key Fact Statement ${agreement.proposalNumber} accepted by the Borrower forms this agreement's summary box. No fee or charge not stated in it shall be charged without the Borrower's explicit consent.`,
    { size: 8.5 },
  );
  kfsPart1(pdf, agreement);
  kfsPart2(pdf, agreement);
  pdf.heading("Terms and conditions");
  pdf.paragraph(
    "1. Disbursal. The Lender shall disburse the net disbursed amount directly to the Borrower's bank account; interest runs from the date of disbursal for the actual period only.",
  );
  pdf.paragraph(
    "2. Repayment. The Borrower shall repay the loan in the instalments of the repayment schedule (Annex C), by the auto-debit mandate registered for this loan.",
  );
  pdf.paragraph(
    "3. Penal charges. Delayed payments attract only the penal charges of the summary box; penal charges are not capitalised and bear no interest.",
  );
  pdf.paragraph(
    "4. Prepayment. The Borrower may prepay the loan in whole or in part at any time without any charge.",
  );
  pdf.keyValues([
    ["Primary security", orDash(agreement.primarySecurity)],
    ["Personal guarantee", orDash(agreement.guaranteePersonal)],
    ["Security cheques", orDash(agreement.securityCheques)],
    ["Business covenants", orDash(agreement.businessCovenants)],
  ]);
  kfsAnnexes(pdf, agreement);
  pdf.paragraph("Signed by the parties:", { bold: true });
  pdf.signatures([
    `For ${agreement.lenderName} (authorised signatory)`,
    `Borrower: ${agreement.borrowerName}`,
  ]);
  return pdf.finish();
}
