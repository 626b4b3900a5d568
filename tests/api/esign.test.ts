import type { EsignRequest } from "@domain/api/esign";
import { addDays } from "@domain/dates/business-date";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { esignEvents, kfsVersions, loanDocuments, loans, users } from "@server/db/schema/index";
import { signWebhookBody } from "@server/integrations/esign/esign-webhook-signature";
import { TEST_ESIGN_WEBHOOK_SECRET } from "@server/test-support/test-app";
import { loanDocumentsKit, MERCHANT, NBFC, NBFC2, OPS } from "./loan-documents-kit";

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
const event = (id: string, digioId: string) =>
  JSON.stringify({ id, event: "doc.signed", payload: { document: { id: digioId } } });

describe("e-sign through the Digio-shaped sandbox", () => {
  it("sandbox signing accepts the KFS, keeps the signed PDF and its hash; then the agreement is signed", async () => {
    const { loan, kfsId } = await kit.createLoan();
    await kit.app.db.update(users).set({ onboardingStatus: "NEW_USER" }).where(eq(users.email, MERCHANT));
    const request = await requestEsign(loan.id, "KFS");
    expect(request.digioId).toMatch(/^DID[0-9A-F]{22}$/);
    expect(request.provider).toBe("digio-sandbox");
    expect(request.status).toBe("requested");
    expect(request.signers).toEqual([
      expect.objectContaining({ role: "BORROWER", identifier: "9876500001" }),
    ]);
    const again = await kit.fails(409, OPS, "POST", "/user/esign", { loanId: loan.id, documentType: "KFS" });
    expect(again.message).toContain(request.digioId);

    const signed = await kit.call(OPS, "POST", `/user/esign/sandbox/${request.digioId}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<{ payload: EsignRequest }>().payload.status).toBe("signed");
    expect((await loanOf(loan.id)).status).toBe("KFS_ACCEPTED");
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
    const done = await kit.call(NBFC, "POST", `/user/esign/sandbox/${agreement.digioId}/sign`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await loanOf(loan.id)).status).toBe("AGREEMENT_SIGNED");
    expect(await onboardingOf(MERCHANT)).toBe("ENACH_PENDING");
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

    const { loan, kfsId } = await kit.createLoan();
    const request = await requestEsign(loan.id, "KFS");
    await kit.app.db
      .update(kfsVersions)
      .set({ validUntil: addDays(kit.today(), -1) })
      .where(eq(kfsVersions.id, kfsId!));
    const signed = await kit.call(OPS, "POST", `/user/esign/sandbox/${request.digioId}/sign`);
    expect(signed.json<{ payload: EsignRequest }>().payload.status).toBe("requested");
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
    const sandbox = kit.app.esign as typeof kit.app.esign & { signAll(id: string): Promise<unknown> };
    await sandbox.signAll(request.digioId);
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
    const sandbox = kit.app.esign as typeof kit.app.esign & { signAll(id: string): Promise<unknown> };
    await sandbox.signAll(request.digioId);
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
