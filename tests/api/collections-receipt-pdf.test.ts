import { randomUUID } from "node:crypto";
import { inflateSync } from "node:zlib";
import { type PDFArray, PDFDocument, type PDFRawStream } from "@pdfme/pdf-lib";
import { describe, expect, it } from "vitest";
import { type CollectionDetail, RECEIPT_PDF_NOT_PAID } from "@domain/api/collections";
import { businessDateAt } from "@domain/dates/business-date";
import { NBFC, NBFC2 } from "./clients-kit";
import { CHECKER, collectionsKit, MAKER, owed, rupees } from "./collections-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = collectionsKit();
const pdfOf = (id: string, body: object, email = CHECKER) =>
  kit.call(email, "POST", `/account/collections/${id}/receipt-pdf`, body);

describe("the PDF payment receipt", () => {
  it("opens only with passwordPdf, for a paid receipt within the caller's tenancy", async () => {
    const loan = await kit.payableLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const [first] = await kit.emisOf(loan.id);
    const receipt = await kit.manualPayment(loan.id, owed(first!));

    const missing = await kit.fails(
      400,
      CHECKER,
      "POST",
      `/account/collections/${receipt.id}/receipt-pdf`,
      {},
    );
    expect(missing.errors).toEqual([{ field: "passwordPdf", message: "Password is required" }]);

    const response = await pdfOf(receipt.id, { passwordPdf: "Open@2026" }, NBFC);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(`${receipt.receiptNumber}.pdf`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("/Encrypt");
    expect(bytes.toString("latin1")).not.toContain(receipt.borrowerName);
    await expect(PDFDocument.load(bytes)).rejects.toThrow();
    await expect(PDFDocument.load(bytes, { password: "wrong" })).rejects.toThrow();
    const opened = await PDFDocument.load(bytes, { password: "Open@2026" });
    expect(opened.getPageCount()).toBe(1);
    const streams = (opened.getPage(0).node.Contents() as PDFArray)
      .asArray()
      .map((ref) => opened.context.lookup(ref) as PDFRawStream);
    const text = streams.map((stream) => inflateSync(stream.getContents()).toString("latin1")).join("\n");
    expect(text).toContain(Buffer.from(receipt.receiptNumber).toString("hex").toUpperCase());

    expect((await pdfOf(receipt.id, { passwordPdf: "Open@2026" }, NBFC2)).statusCode).toBe(404);
    expect((await pdfOf(randomUUID(), { passwordPdf: "Open@2026" })).statusCode).toBe(404);
  });

  it("is refused for a payment still in flight at the gateway", async () => {
    const loan = await kit.payableLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const [first] = await kit.emisOf(loan.id);
    const inFlight = await kit.okPayload<CollectionDetail>(MAKER, "POST", "/account/collect/payment/pg", {
      payment: "UPI",
      amt: rupees(owed(first!)),
      reference: "REPAYMENT",
      reference_id: "REF-PDF",
      collection_date: businessDateAt(kit.clock.now()),
      invoice_id: loan.id,
      UPIIdNumber: "pending@okaxis",
    });
    const refused = await kit.fails(409, CHECKER, "POST", `/account/collections/${inFlight.id}/receipt-pdf`, {
      passwordPdf: "Open@2026",
    });
    expect(refused.message).toBe(RECEIPT_PDF_NOT_PAID);
  });
});
