import {
  ESIGN_NOT_A_SIGNER,
  ESIGN_STAFF_CANNOT_SIGN,
  esignAlreadySigned,
  type EsignRequest,
} from "@domain/api/esign";
import { addDays } from "@domain/dates/business-date";
import { PDFDocument } from "@pdfme/pdf-lib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { esignEvents, kfsVersions, loanDocuments, loans, users } from "@server/db/schema/index";
import type { SandboxEsignProvider } from "@server/integrations/esign/esign-provider";
import { signWebhookBody } from "@server/integrations/esign/esign-webhook-signature";
import { TEST_ESIGN_WEBHOOK_SECRET } from "@server/test-support/test-app";
import {
  ADMIN,
  loanDocumentsKit,
  MERCHANT,
  NBFC,
  NBFC2,
  OPS,
  pdfText,
  SUPERADMIN,
} from "./loan-documents-kit";

const kit = loanDocumentsKit();

const requestEsign = async (loanId: string, documentType: "KFS" | "LOAN_AGREEMENT") => {
  const response = await kit.call(OPS, "POST", "/user/esign", { loanId, documentType });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payload: EsignRequest }>().payload;
};
const loanOf = async (id: string) => (await kit.app.db.select().from(loans).where(eq(loans.id, id)))[0]!;
const onboardingOf = async (email: string) =>
  (await kit.app.db.select().from(users).where(eq(users.email, email)))[0]!.onboardingStatus;

const webhook = (body: string, signature: string) =>
  kit.app.inject({
    method: "POST",
    url: "/user/esign/webhook",
    headers: { "content-type": "application/json", "x-digio-signature": signature },
    payload: body,
  });
/** The merchant user's own mobile, which its borrower signer must carry for it to sign. */
const MERCHANT_MOBILE = "9876500007";
const signUrl = (digioId: string) => `/user/esign/sandbox/${digioId}/sign`;
const signAs = async (email: string, digioId: string) => {
  const response = await kit.call(email, "POST", signUrl(digioId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payload: EsignRequest }>().payload;
};
const sandbox = () => kit.app.esign as SandboxEsignProvider;
const event = (id: string, digioId: string) =>
  JSON.stringify({ id, event: "doc.signed", payload: { document: { id: digioId } } });

describe("e-sign through the Digio-shaped sandbox", () => {
  it("the borrower signs its KFS; the loan is accepted, the signed PDF and its hash kept; then both sign the agreement", async () => {
    const { loan, kfsId } = await kit.createLoan({ borrowerMobile: MERCHANT_MOBILE });
    await kit.app.db.update(users).set({ onboardingStatus: "NEW_USER" }).where(eq(users.email, MERCHANT));
    const request = await requestEsign(loan.id, "KFS");
    expect(request.digioId).toMatch(/^DID[0-9A-F]{22}$/);
    expect(request.provider).toBe("digio-sandbox");
    expect(request.status).toBe("requested");
    expect(request.signers).toEqual([
      expect.objectContaining({ role: "BORROWER", identifier: MERCHANT_MOBILE }),
    ]);
    const again = await kit.fails(409, OPS, "POST", "/user/esign", { loanId: loan.id, documentType: "KFS" });
    expect(again.message).toContain(request.digioId);

    const signed = await signAs(MERCHANT, request.digioId);
    expect(signed.status).toBe("signed");
    expect(signed.signers).toEqual([expect.objectContaining({ role: "BORROWER", status: "signed" })]);
    expect((await loanOf(loan.id)).status).toBe("KFS_ACCEPTED");
    const twice = await kit.fails(409, MERCHANT, "POST", signUrl(request.digioId));
    expect(twice.message).toMatch(/it can no longer be signed/);
    const [kfs] = await kit.app.db.select().from(kfsVersions).where(eq(kfsVersions.id, kfsId!));
    expect(kfs!.state).toBe("ACCEPTED");
    expect(kfs!.acceptedAt).not.toBeNull();
    const signedDocs = await kit.app.db.select().from(loanDocuments).where(eq(loanDocuments.loanId, loan.id));
    const signedDoc = signedDocs.find((row) => row.origin === "SIGNED")!;
    expect(kfs!.signedSha256).toBe(signedDoc.sha256);
    expect(signedDocs.some((row) => row.origin === "GENERATED")).toBe(true);
    expect(await onboardingOf(MERCHANT)).toBe("ESIGN_PENDING");

    const agreement = await requestEsign(loan.id, "LOAN_AGREEMENT");
    expect(agreement.signers.map((signer) => signer.role)).toEqual(["BORROWER", "LENDER"]);
    const lenderSigned = await signAs(NBFC, agreement.digioId);
    expect(lenderSigned.status).toBe("requested");
    expect(lenderSigned.signers.map((signer) => signer.status)).toEqual(["requested", "signed"]);
    expect((await loanOf(loan.id)).status).toBe("KFS_ACCEPTED");
    const lenderTwice = await kit.fails(409, NBFC, "POST", signUrl(agreement.digioId));
    expect(lenderTwice.message).toBe(esignAlreadySigned(agreement.signers[1]!.name));
    const done = await signAs(MERCHANT, agreement.digioId);
    expect(done.status).toBe("signed");
    expect((await loanOf(loan.id)).status).toBe("AGREEMENT_SIGNED");
    expect(await onboardingOf(MERCHANT)).toBe("ENACH_PENDING");
  });

  it("nobody signs for someone else: staff, another lender and a borrower on another's mobile are refused", async () => {
    const { loan } = await kit.createLoan({ borrowerMobile: MERCHANT_MOBILE });
    const kfsRequest = await requestEsign(loan.id, "KFS");
    const asBorrower = await kit.fails(403, NBFC, "POST", signUrl(kfsRequest.digioId));
    expect(asBorrower.message).toBe(ESIGN_NOT_A_SIGNER);
    for (const staff of [OPS, ADMIN, SUPERADMIN]) {
      const refused = await kit.fails(403, staff, "POST", signUrl(kfsRequest.digioId));
      expect(refused.message).toBe(ESIGN_STAFF_CANNOT_SIGN);
    }
    await kit.fails(404, NBFC2, "POST", signUrl(kfsRequest.digioId));
    expect((await loanOf(loan.id)).status).toBe("SANCTIONED");
    const untouched = await kit.app.esign.status(kfsRequest.digioId);
    expect(untouched!.signers.map((signer) => signer.status)).toEqual(["requested"]);

    // The loan's borrower mobile is not the merchant user's: that merchant is not the signer.
    const other = await kit.createLoan();
    const otherRequest = await requestEsign(other.loan.id, "KFS");
    const notTheirs = await kit.fails(403, MERCHANT, "POST", signUrl(otherRequest.digioId));
    expect(notTheirs.message).toBe(ESIGN_NOT_A_SIGNER);
    expect((await loanOf(other.loan.id)).status).toBe("SANCTIONED");
  });

  it("the sandbox signs one signer at a time and refuses an identifier that is not a signer", async () => {
    const { loan } = await kit.createLoan({ borrowerMobile: MERCHANT_MOBILE });
    const request = await requestEsign(loan.id, "KFS");
    const stranger = await sandbox().signAs(request.digioId, "9999999999");
    expect(stranger!.refusal).toBe("notASigner");
    expect(stranger!.document.status).toBe("requested");
    const signed = await sandbox().signAs(request.digioId, MERCHANT_MOBILE);
    expect(signed!.refusal).toBeUndefined();
    expect(signed!.document.status).toBe("signed");
    expect(signed!.document.signedPdf).not.toBeNull();
    expect((await sandbox().signAs(request.digioId, MERCHANT_MOBILE))!.refusal).toBe("closed");
    expect(await sandbox().signAs("DID0000000000000000000000", MERCHANT_MOBILE)).toBeNull();
  });

  it("two signers signing at once are both kept, and the signature page names both", async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    const { documentId } = await sandbox().createSigningRequest({
      pdf: await blank.save(),
      fileName: "agreement.pdf",
      signers: [
        { identifier: MERCHANT_MOBILE, name: "Borrower Signer" },
        { identifier: NBFC, name: "Lender Signer" },
      ],
      expiresInDays: 1,
    });
    const outcomes = await Promise.all([
      sandbox().signAs(documentId, MERCHANT_MOBILE),
      sandbox().signAs(documentId, NBFC),
    ]);
    expect(outcomes.map((outcome) => outcome!.refusal)).toEqual([undefined, undefined]);
    const after = (await sandbox().status(documentId))!;
    expect(after.status).toBe("signed");
    expect(after.signers.map((signer) => signer.status)).toEqual(["signed", "signed"]);
    const text = await pdfText(after.signedPdf!);
    expect(text).toContain("Borrower Signer");
    expect(text).toContain("Lender Signer");
  });

  it("refuses the KFS e-sign before sanction and the agreement before the KFS is accepted, in words", async () => {
    const { loan } = await kit.createLoan({ status: "UNDER_REVIEW" });
    const early = await kit.fails(409, OPS, "POST", "/user/esign", { loanId: loan.id, documentType: "KFS" });
    expect(early.message).toMatch(/only once the loan is sanctioned; it is UNDER_REVIEW/);
    const agreement = await kit.fails(409, OPS, "POST", "/user/esign", {
      loanId: loan.id,
      documentType: "LOAN_AGREEMENT",
    });
    expect(agreement.message).toMatch(/only once the KFS is accepted/);
    await kit.fails(404, NBFC2, "POST", "/user/esign", { loanId: loan.id, documentType: "KFS" });
  });

  it("an expired KFS cannot be accepted: neither sent nor signed", async () => {
    const lapsed = await kit.createLoan({ validUntil: addDays(kit.today(), -1) });
    const refused = await kit.fails(409, OPS, "POST", "/user/esign", {
      loanId: lapsed.loan.id,
      documentType: "KFS",
    });
    expect(refused.message).toMatch(/can no longer be accepted/);

    const { loan, kfsId } = await kit.createLoan({ borrowerMobile: MERCHANT_MOBILE });
    const request = await requestEsign(loan.id, "KFS");
    await kit.app.db
      .update(kfsVersions)
      .set({ validUntil: addDays(kit.today(), -1) })
      .where(eq(kfsVersions.id, kfsId!));
    expect((await signAs(MERCHANT, request.digioId)).status).toBe("requested");
    expect((await loanOf(loan.id)).status).toBe("SANCTIONED");
    const sync = await kit.fails(409, OPS, "POST", "/user/esign/sync", {
      documentType: "KFS",
      digioId: request.digioId,
    });
    expect(sync.message).toMatch(/can no longer be accepted/);
  });

  it("webhooks: a bad signature is 401, a replay changes nothing, an unknown document is ignored", async () => {
    const { loan } = await kit.createLoan();
    const request = await requestEsign(loan.id, "KFS");
    const body = event("evt_replay_1", request.digioId);
    expect((await webhook(body, "0".repeat(64))).statusCode).toBe(401);
    expect((await webhook(body, "not hex")).statusCode).toBe(401);

    // Signed by the provider, but the webhook is lost: the first delivery applies the status pulled from the provider.
    await kit.app.esign.status(request.digioId);
    await sandbox().signAs(request.digioId, request.signers[0]!.identifier);
    const first = await webhook(body, signWebhookBody(TEST_ESIGN_WEBHOOK_SECRET, body));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ payload: { outcome: string } }>().payload.outcome).toBe("applied");
    const loanVersion = (await loanOf(loan.id)).version;
    const replay = await webhook(body, signWebhookBody(TEST_ESIGN_WEBHOOK_SECRET, body));
    expect(replay.json<{ payload: { outcome: string } }>().payload.outcome).toBe("duplicate");
    expect((await loanOf(loan.id)).version).toBe(loanVersion);
    const events = await kit.app.db.select().from(esignEvents).where(eq(esignEvents.eventId, "evt_replay_1"));
    expect(events).toHaveLength(1);
    const docs = await kit.app.db.select().from(loanDocuments).where(eq(loanDocuments.loanId, loan.id));
    expect(docs.filter((row) => row.origin === "SIGNED")).toHaveLength(1);

    const unknown = event("evt_unknown_1", "DID0000000000000000000000");
    const ignored = await webhook(unknown, signWebhookBody(TEST_ESIGN_WEBHOOK_SECRET, unknown));
    expect(ignored.json<{ payload: { outcome: string } }>().payload.outcome).toBe("ignored");
  });

  it("sync pulls the provider's status on demand and applies it once", async () => {
    const { loan } = await kit.createLoan();
    const request = await requestEsign(loan.id, "KFS");
    const pending = await kit.call(OPS, "POST", "/user/esign/sync", {
      documentType: "KFS",
      digioId: request.digioId,
    });
    expect(pending.json<{ payload: EsignRequest }>().payload.status).toBe("requested");
    await sandbox().signAs(request.digioId, request.signers[0]!.identifier);
    const synced = await kit.call(OPS, "POST", "/user/esign/sync", {
      documentType: "KFS",
      digioId: request.digioId,
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json<{ payload: EsignRequest }>().payload.status).toBe("signed");
    expect((await loanOf(loan.id)).status).toBe("KFS_ACCEPTED");
    const again = await kit.call(OPS, "POST", "/user/esign/sync", {
      documentType: "KFS",
      digioId: request.digioId,
    });
    expect(again.statusCode).toBe(200);
    await kit.fails(404, NBFC2, "POST", "/user/esign/sync", {
      documentType: "KFS",
      digioId: request.digioId,
    });
    const listed = await kit.call(MERCHANT, "GET", `/user/esign/search?loanId=${loan.id}`);
    expect(listed.json<{ total: number }>().total).toBe(1);
  });
});
