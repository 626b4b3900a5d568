import { PDFDocument, StandardFonts, rgb } from "@pdfme/pdf-lib";
import type { ProviderSigner } from "./esign-provider";

/** The original PDF with a page stamping each signature (who, when) and the original's SHA-256. */
export async function withSignaturePage(
  original: Uint8Array,
  documentId: string,
  originalSha256: string,
  signers: readonly ProviderSigner[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  let y = 780;
  const line = (text: string, size = 10, useBold = false) => {
    page.drawText(text.replace(/[^\x20-\x7E]/g, "?"), { x: 48, y, size, font: useBold ? bold : font });
    y -= size * 1.6;
  };
  page.drawRectangle({
    x: 40,
    y: 560,
    width: 515,
    height: 240,
    borderColor: rgb(0.1, 0.4, 0.2),
    borderWidth: 1.5,
  });
  line("Electronic signature certificate - SANDBOX (digio-sandbox), not a legal signature", 12, true);
  line(`Document ${documentId}`);
  line(`SHA-256 of the document signed: ${originalSha256.slice(0, 32)}`, 8);
  line(`${originalSha256.slice(32)}`, 8);
  for (const signer of signers)
    line(`Signed by ${signer.name} (${signer.identifier}) at ${signer.signedAt ?? "-"}`);
  return doc.save();
}
