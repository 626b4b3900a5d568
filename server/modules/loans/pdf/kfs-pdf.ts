import { PdfComposer } from "./pdf-composer";
import type { KfsData } from "./pdf-data";
import { date } from "./pdf-format";
import { kfsAnnexes, kfsPart1, kfsPart2 } from "./kfs-sections";

/** The Key Fact Statement in RBI's layout (RBI/2024-25/18 Annex A Parts 1 and 2, Annex B and C). */
export async function kfsPdf(kfs: KfsData): Promise<Uint8Array> {
  const pdf = await PdfComposer.start(
    `Key Fact Statement ${kfs.proposalNumber}`,
    `KFS ${kfs.proposalNumber}`,
  );
  pdf.title(
    "Key Fact Statement",
    `${kfs.lenderName} - proposal ${kfs.proposalNumber}, version ${kfs.version}, issued ${date(kfs.issuedOn)}, valid until ${date(kfs.validUntil)}`,
  );
  pdf.keyValues([
    ["Borrower", kfs.borrowerName],
    ["Lender (regulated entity)", kfs.lenderName],
    ...(kfs.anchorName ? ([["Programme anchor", kfs.anchorName]] as const) : []),
  ]);
  kfsPart1(pdf, kfs);
  kfsPart2(pdf, kfs);
  kfsAnnexes(pdf, kfs);
  pdf.paragraph(
    "I have read and understood the above key facts, given to me in a language I understand, before signing the loan agreement.",
  );
  pdf.signatures([`Borrower: ${kfs.borrowerName}`]);
  return pdf.finish();
}
