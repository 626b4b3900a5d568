import { randomBytes } from "node:crypto";
import { PDFDocument } from "@cantoo/pdf-lib";
import { RECEIPT_CHANNEL_LABELS, RECEIPT_PDF_NOT_PAID } from "@domain/api/collections";
import { PAYMENT_COLLECTION_STATUS_LABELS } from "@domain/enums/statuses";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { conflict } from "@server/http/errors";
import { PdfComposer } from "../../loans/pdf/pdf-composer";
import { date, money, orDash } from "../../loans/pdf/pdf-format";
import { collectionDetail } from "../collection-manager/collection-detail";

/**
 * The payment receipt of a paid or completed collection (404 outside the caller's tenancy), laid out by the
 * portal's PDF composer and encrypted (AES-256) so that it opens only with `password`; the owner password
 * is random and never kept, so nobody can lift the protection.
 */
export async function receiptPdf(db: Executor, principal: Principal, id: string, password: string) {
  const receipt = await collectionDetail(db, principal, id);
  if (!["PAID", "COMPLETED"].includes(receipt.status) || receipt.reversesId || receipt.reversedById)
    throw conflict(RECEIPT_PDF_NOT_PAID);
  const title = `Payment receipt ${receipt.receiptNumber}`;
  const pdf = await PdfComposer.start(title, title);
  pdf.title(
    "Payment receipt",
    `${receipt.lenderName} - ${receipt.receiptNumber} - ${date(receipt.receivedOn)}`,
  );
  pdf.keyValues([
    ["Received from", receipt.borrowerName],
    ["Amount", money(receipt.amountPaise)],
    ["Received on", date(receipt.receivedOn)],
    ["UTR", orDash(receipt.utr)],
    ["Paid by", RECEIPT_CHANNEL_LABELS[receipt.channel]],
    ["Status", PAYMENT_COLLECTION_STATUS_LABELS[receipt.status]],
    ["Not yet applied to a due", money(receipt.unappliedPaise)],
  ]);
  pdf.heading("How it was applied");
  pdf.table(
    [
      { header: "Tranche", width: 110 },
      { header: "Instalment", width: 60, align: "right" },
      { header: "Due date", width: 80 },
      { header: "Component", width: 90 },
      { header: "Amount", width: 100, align: "right" },
    ],
    receipt.allocations.map((line) => [
      line.trancheRef,
      String(line.installmentNumber),
      date(line.dueDate),
      line.component,
      money(line.amountPaise),
    ]),
  );
  const protectedPdf = await PDFDocument.load(await pdf.finish());
  protectedPdf.encrypt({
    userPassword: password,
    ownerPassword: randomBytes(24).toString("hex"),
    permissions: { printing: "highResolution", modifying: false, copying: false },
  });
  return {
    fileName: `${receipt.receiptNumber}.pdf`,
    bytes: await protectedPdf.save({ useObjectStreams: false }),
  };
}
