import { and, eq, sql } from "drizzle-orm";
import type { EsignRequest, EsignSigner } from "@domain/api/esign";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyInstance } from "fastify";
import { esignRequests, kfsVersions, loans } from "@server/db/schema/index";
import { conflict } from "@server/http/errors";
import type { ProviderDocument } from "@server/integrations/esign/esign-provider";
import { applyLoanTransition } from "../loans/loan-transition";
import { storeLoanDocument } from "../documents/loan-document-records";
import type { EsignRequestRow } from "./esign-records";
import { toEsignRequest } from "./esign-records";
import { assertKfsAcceptable } from "./kfs-acceptance";

const NOT_AT_PROVIDER = "The e-sign provider does not know this document";
const NO_ACTOR =
  "Nobody can be recorded as accepting this document: the request has no borrower or requester";

/** Our signers (with their roles) updated from the provider's, matched by identifier. */
const mergedSigners = (ours: readonly EsignSigner[], theirs: ProviderDocument["signers"]): EsignSigner[] =>
  ours.map((signer) => {
    const reported = theirs.find((other) => other.identifier === signer.identifier);
    return reported ? { ...signer, status: reported.status, signedAt: reported.signedAt } : signer;
  });

/**
 * Pulls the provider's status of an e-sign request and applies it: the request's and signers' status; once
 * every signer has signed, the signed PDF (with its SHA-256) as a SIGNED document, then for a KFS the version
 * ACCEPTED (only while ISSUED and valid) and the loan's acceptKfs, for the agreement the loan's signAgreement
 * (only while the KFS it was prepared with is the accepted one).
 * Applying a request already signed changes nothing, so webhooks and syncs may repeat.
 */
export async function applyProviderStatus(
  app: FastifyInstance,
  request: EsignRequestRow,
  loanNumber: string,
): Promise<EsignRequest> {
  if (request.status === "signed" && request.signedDocumentId) return toEsignRequest(request, loanNumber);
  const document = await app.esign.status(request.providerDocumentId);
  if (!document) throw conflict(NOT_AT_PROVIDER);
  const signers = mergedSigners(request.signers as EsignSigner[], document.signers);
  const now = app.clock();
  const everyoneSigned = document.status === "signed" && document.signedPdf !== null;
  const row = await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(esignRequests)
      .where(eq(esignRequests.id, request.id))
      .for("update");
    if (!current || (current.status === "signed" && current.signedDocumentId)) return current ?? request;
    if (!everyoneSigned) {
      const [updated] = await tx
        .update(esignRequests)
        .set({ status: document.status, signers, updatedAt: now, version: sql`${esignRequests.version} + 1` })
        .where(eq(esignRequests.id, request.id))
        .returning();
      return updated!;
    }
    const [loan] = await tx.select().from(loans).where(eq(loans.id, current.loanId)).for("update");
    const [kfs] = current.kfsVersionId
      ? await tx.select().from(kfsVersions).where(eq(kfsVersions.id, current.kfsVersionId))
      : [];
    const actorId = loan?.borrowerUserId ?? current.requestedBy;
    if (!loan || !actorId) throw conflict(NO_ACTOR);
    if (current.documentType === "KFS") {
      if (!kfs) throw conflict("This e-sign request has no KFS version");
      assertKfsAcceptable(kfs, businessDateAt(now));
    } else if (kfs?.state !== "ACCEPTED")
      throw conflict(
        "This agreement was prepared with a KFS that is no longer the accepted one; send the agreement of the accepted KFS for e-sign",
      );
    const signed = await storeLoanDocument(tx, app.documents, {
      documentType: current.documentType as "KFS" | "LOAN_AGREEMENT",
      owner: {
        loanId: loan.id,
        kfsVersionId: current.kfsVersionId,
        borrowerUserId: loan.borrowerUserId,
        lenderId: loan.lenderId,
        anchorId: loan.anchorId,
      },
      fileName: `${current.documentType === "KFS" ? `KFS-${kfs?.proposalNumber}` : `Loan-agreement-${loan.loanNumber}`}-signed.pdf`,
      mime: "application/pdf",
      bytes: document.signedPdf!,
      origin: "SIGNED",
      uploadedBy: null,
      at: now,
    });
    if (current.documentType === "KFS" && kfs) {
      await tx
        .update(kfsVersions)
        .set({
          state: "ACCEPTED",
          acceptedAt: now,
          signedDocumentKey: signed.storageKey,
          signedSha256: signed.sha256,
        })
        .where(and(eq(kfsVersions.id, kfs.id), eq(kfsVersions.state, "ISSUED")));
    }
    await applyLoanTransition(tx, {
      loan,
      action: current.documentType === "KFS" ? "acceptKfs" : "signAgreement",
      version: loan.version,
      actorId,
      at: now,
      reason: `e-signed ${current.providerDocumentId}${kfs ? ` (${kfs.proposalNumber})` : ""}`,
    });
    const [updated] = await tx
      .update(esignRequests)
      .set({
        status: "signed",
        signers,
        signedDocumentId: signed.id,
        updatedAt: now,
        version: sql`${esignRequests.version} + 1`,
      })
      .where(eq(esignRequests.id, current.id))
      .returning();
    return updated!;
  });
  return toEsignRequest(row, loanNumber);
}
