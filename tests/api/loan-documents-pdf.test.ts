import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { ANCHOR, loanDocumentsKit, MERCHANT, NBFC, NBFC2, OPS, pdfText } from "./loan-documents-kit";

const kit = loanDocumentsKit();

describe("generated PDFs: offer letter, KFS, loan agreement", () => {
  it("the KFS PDF shows RBI's parts with the figures and the proposal number", async () => {
    const { kfsId, proposalNumber, figures } = await kit.createLoan();
    const response = await kit.call(NBFC, "GET", `/user/kfs/${kfsId}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    if (process.env.H2_PDF_OUT) writeFileSync(`${process.env.H2_PDF_OUT}/kfs.pdf`, response.rawPayload);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(proposalNumber!);
    expect(text).toContain("Part 1 - Interest rate and fees/charges");
    expect(text).toContain("Part 2 - Other qualitative information");
    expect(text).toContain("Annex B - Computation of the APR");
    expect(text).toContain("Annex C - Repayment schedule");
    expect(text).toContain("Rs. 1,00,000.00");
    expect(text).toContain(`${(figures.aprHundredths / 100).toFixed(2)}%`);
    expect(text).toContain("Third party via the RE");
    expect(text).toContain("Rs. 2,000.00"); // processing fee
    expect(text).toContain("Rs. 360.00"); // GST on the fee
    expect(text).toContain("Rs. 97,140.00"); // net disbursed
    expect(text).toContain("Cooling-off");
  });

  it("the offer letter and the agreement render; the agreement carries the KFS as its summary box", async () => {
    const { loan, proposalNumber } = await kit.createLoan();
    const loi = await kit.call(OPS, "GET", `/user/loi/${loan.id}/pdf`);
    expect(loi.statusCode, loi.body).toBe(200);
    expect(await pdfText(loi.rawPayload)).toContain(loan.loanNumber);
    const agreement = await kit.call(MERCHANT, "GET", `/user/loanAgreement/${loan.id}/pdf`);
    expect(agreement.statusCode, agreement.body).toBe(200);
    if (process.env.H2_PDF_OUT) {
      writeFileSync(`${process.env.H2_PDF_OUT}/loi.pdf`, loi.rawPayload);
      writeFileSync(`${process.env.H2_PDF_OUT}/agreement.pdf`, agreement.rawPayload);
    }
    const text = await pdfText(agreement.rawPayload);
    expect(text).toContain("Summary box (Key Fact Statement)");
    expect(text).toContain(proposalNumber!);
  });

  it("the agreement without a live KFS is 409 in words; other tenants get 404", async () => {
    const { loan } = await kit.createLoan({ kfs: false, status: "UNDER_REVIEW" });
    const refused = await kit.fails(409, OPS, "GET", `/user/loanAgreement/${loan.id}/pdf`);
    expect(refused.message).toMatch(/no live KFS/);
    await kit.fails(404, NBFC2, "GET", `/user/loi/${loan.id}/pdf`);
    await kit.fails(404, ANCHOR, "GET", `/user/loi/${loan.id}/pdf`);
  });
});
