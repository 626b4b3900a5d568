import { BORROWER_UPLOADS_LENDER_DOCUMENT, type LoanDocument } from "@domain/api/loan-documents";
import { auditLog } from "@server/db/schema/index";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANCHOR2, EXE, loanDocumentsKit, MERCHANT, NBFC, NBFC2, OPS, PDF, PNG } from "./loan-documents-kit";

const kit = loanDocumentsKit();

type File = { field: string; name: string; bytes: Buffer; type?: string };
async function upload(email: string, url: string, fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
      file.name,
    );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return kit.app.inject({
    method: "POST",
    url,
    headers: { ...(await kit.as(email)), "content-type": request.headers.get("content-type") ?? "" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe("loan documents: upload, search, files", () => {
  it("uploads a loan's document, checked by content, audited, searchable and downloadable by its tenants only", async () => {
    const { loan } = await kit.createLoan();
    const response = await upload(
      OPS,
      "/user/document/upload",
      { documentType: "BANK_STATEMENT", loanId: loan.id, comment: "March" },
      [{ field: "files", name: "statement-march.pdf", bytes: PDF }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const [document] = response.json<{ payload: LoanDocument[] }>().payload;
    expect(document).toMatchObject({
      documentType: "BANK_STATEMENT",
      loanId: loan.id,
      origin: "UPLOADED",
      mime: "application/pdf",
      comment: "March",
    });
    expect(document!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const audit = await kit.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, document!.id))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(["upload"]);

    const search = `/user/document/search?loanId=${loan.id}&search=march`;
    const found = await kit.call(NBFC, "GET", search);
    expect(found.json<{ total: number }>().total).toBe(1);
    expect((await kit.call(MERCHANT, "GET", search)).json<{ total: number }>().total).toBe(1);
    expect((await kit.call(NBFC2, "GET", search)).json<{ total: number }>()).toMatchObject({ total: 0 });
    expect((await kit.call(ANCHOR2, "GET", search)).json<{ total: number }>().total).toBe(0);
    const file = await kit.call(NBFC, "GET", `/user/document/${document!.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    await kit.fails(404, NBFC2, "GET", `/user/document/${document!.id}/file`);
  });

  it("refuses a .pdf that is really a PNG, an executable (415), and a file over the limit (413)", async () => {
    const { loan } = await kit.createLoan({ kfs: false });
    const fields = { documentType: "KYC_PAN", loanId: loan.id };
    const renamed = await upload(OPS, "/user/document/upload", fields, [
      { field: "files", name: "pan.pdf", bytes: PNG },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json<{ message: string }>().message).toBe(
      "pan.pdf is named as a PDF but its content is a PNG image; upload the file under its real type",
    );
    const exe = await upload(OPS, "/user/document/upload", fields, [
      { field: "files", name: "pan.pdf", bytes: EXE },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json<{ message: string }>().message).toBe("pan.pdf: Document must be a JPEG, PNG or PDF file");
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(OPS, "/user/document/upload", fields, [
      { field: "files", name: "big.pdf", bytes: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    const noType = await upload(OPS, "/user/document/upload", { loanId: loan.id }, [
      { field: "files", name: "a.pdf", bytes: PDF },
    ]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
      field: "documentType",
      message: "Please select one option",
    });
  });

  it("a merchant uploads its own borrower documents, not another's", async () => {
    const merchant = await kit.userId(MERCHANT);
    const own = await upload(
      MERCHANT,
      "/user/document/upload",
      { documentType: "SELFIE", borrowerUserId: merchant.id },
      [{ field: "files", name: "me.png", bytes: PNG, type: "image/png" }],
    );
    expect(own.statusCode, own.body).toBe(200);
    const other = await kit.userId(OPS);
    const refused = await upload(
      MERCHANT,
      "/user/document/upload",
      { documentType: "SELFIE", borrowerUserId: other.id },
      [{ field: "files", name: "me.png", bytes: PNG, type: "image/png" }],
    );
    expect(refused.statusCode).toBe(404);
  });

  it("a borrower cannot upload what the lender issues (loan agreement, KFS, LOI) on its own loan; nothing is stored", async () => {
    const { loan } = await kit.createLoan();
    for (const documentType of ["LOAN_AGREEMENT", "KFS", "LOI"]) {
      const refused = await upload(MERCHANT, "/user/document/upload", { documentType, loanId: loan.id }, [
        { field: "files", name: "agreement.pdf", bytes: PDF },
      ]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        message: BORROWER_UPLOADS_LENDER_DOCUMENT,
        errors: [{ field: "documentType", message: BORROWER_UPLOADS_LENDER_DOCUMENT }],
      });
    }
    const found = await kit.call(NBFC, "GET", `/user/document/search?loanId=${loan.id}&search=agreement`);
    expect(found.json<{ total: number }>().total).toBe(0);
    const borrowers = await upload(
      MERCHANT,
      "/user/document/upload",
      { documentType: "BANK_STATEMENT", loanId: loan.id },
      [{ field: "files", name: "statement.pdf", bytes: PDF }],
    );
    expect(borrowers.statusCode, borrowers.body).toBe(200);
    const staff = await upload(OPS, "/user/document/upload", { documentType: "LOI", loanId: loan.id }, [
      { field: "files", name: "offer.pdf", bytes: PDF },
    ]);
    expect(staff.statusCode, staff.body).toBe(200);
  });

  it("KFS upload takes several files for a KFS version; the kfs search finds them", async () => {
    const { loan, kfsId } = await kit.createLoan();
    const response = await upload(NBFC, "/user/kfs/upload", { kfsId: kfsId!, comment: "Signed on paper" }, [
      { field: "docsUpload", name: "kfs-page-1.png", bytes: PNG, type: "image/png" },
      { field: "docsUpload", name: "kfs-page-2.pdf", bytes: PDF },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const documents = response.json<{ payload: LoanDocument[] }>().payload;
    expect(documents.map((row) => [row.documentType, row.kfsVersionId, row.mime])).toEqual([
      ["KFS", kfsId, "image/png"],
      ["KFS", kfsId, "application/pdf"],
    ]);
    const listed = await kit.call(OPS, "GET", `/user/kfs/search?loanId=${loan.id}`);
    expect(listed.json<{ total: number }>().total).toBe(2);
    expect(
      (await kit.call(OPS, "GET", `/user/loi/search?loanId=${loan.id}`)).json<{ total: number }>().total,
    ).toBe(0);
    const other = await upload(NBFC2, "/user/kfs/upload", { kfsId: kfsId! }, [
      { field: "docsUpload", name: "x.pdf", bytes: PDF },
    ]);
    expect(other.statusCode).toBe(404);
  });
});
