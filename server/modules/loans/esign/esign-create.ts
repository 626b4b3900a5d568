import { randomUUID } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import type { EsignCreateRequest, EsignRequest, EsignSigner } from "@domain/api/esign";
import { businessDateAt, daysBetween } from "@domain/dates/business-date";
import type { FastifyInstance } from "fastify";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { esignRequests, users } from "@server/db/schema/index";
import { conflict } from "@server/http/errors";
import type { EsignSignerRequest } from "@server/integrations/esign/esign-provider";
import { recordAudit } from "@server/audit/audit-log";
import { storeLoanDocument } from "../documents/loan-document-records";
import { visibleLoan, type VisibleLoan } from "../documents/visible-loan";
import { agreementPdfOf, kfsPdfOf, liveKfsOf, type GeneratedPdf, type KfsVersionRow } from "../pdf/loan-pdfs";
import { toEsignRequest } from "./esign-records";
import { assertKfsAcceptable } from "./kfs-acceptance";

/** Digio's `expire_in_days` for the agreement; a KFS request lapses with the KFS itself. */
const AGREEMENT_EXPIRY_DAYS = 7;

async function borrowerSigner(app: FastifyInstance, loan: VisibleLoan): Promise<EsignSignerRequest> {
  if (loan.borrowerMobile) return { identifier: loan.borrowerMobile, name: loan.borrowerName };
  const [user] = loan.borrowerUserId
    ? await app.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, loan.borrowerUserId))
    : [];
  if (!user) throw conflict("The borrower has no mobile number to sign with; add it to the loan first");
  return { identifier: user.mobile, name: loan.borrowerName };
}

/** The lender's authorised signatory: its first NBFC user. */
async function lenderSigner(app: FastifyInstance, loan: VisibleLoan): Promise<EsignSignerRequest> {
  const [user] = await app.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.lenderId, loan.lenderId), eq(users.userType, "NBFC")))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!user) throw conflict(`${loan.lenderName} has no NBFC user to sign as its authorised signatory`);
  return { identifier: user.email, name: `${user.name} for ${loan.lenderName}` };
}

/** The document to sign, after the loan's preconditions: a valid issued KFS when SANCTIONED; the agreement when KFS_ACCEPTED. */
async function documentToSign(
  app: FastifyInstance,
  loan: VisibleLoan,
  documentType: EsignCreateRequest["documentType"],
): Promise<GeneratedPdf & { kfs: KfsVersionRow; expiresInDays: number }> {
  const today = businessDateAt(app.clock());
  if (documentType === "KFS") {
    if (loan.status !== "SANCTIONED")
      throw conflict(`The KFS can be sent for e-sign only once the loan is sanctioned; it is ${loan.status}`);
    const kfs = await liveKfsOf(app.db, loan.id);
    if (!kfs) throw conflict("This loan has no issued KFS; issue a KFS first");
    assertKfsAcceptable(kfs, today);
    return { ...(await kfsPdfOf(loan, kfs)), kfs, expiresInDays: daysBetween(today, kfs.validUntil) + 1 };
  }
  if (loan.status !== "KFS_ACCEPTED")
    throw conflict(
      `The loan agreement can be sent for e-sign only once the KFS is accepted; the loan is ${loan.status}`,
    );
  return { ...(await agreementPdfOf(app.db, loan, today)), expiresInDays: AGREEMENT_EXPIRY_DAYS };
}

/**
 * `POST /user/esign`: generates the document, keeps it (GENERATED), asks the provider for signatures (the
 * borrower; for the agreement also the lender's signatory) and records the request. One open request per
 * loan and document at a time.
 */
export async function createEsignRequest(
  app: FastifyInstance,
  principal: Principal,
  body: EsignCreateRequest,
): Promise<EsignRequest> {
  const loan = await visibleLoan(app.db, scopeOf(principal), body.loanId);
  const now = app.clock();
  const [open] = await app.db
    .select({ digioId: esignRequests.providerDocumentId })
    .from(esignRequests)
    .where(
      and(
        eq(esignRequests.loanId, loan.id),
        eq(esignRequests.documentType, body.documentType),
        eq(esignRequests.status, "requested"),
        gt(esignRequests.expiresAt, now),
      ),
    );
  if (open)
    throw conflict(`This document is already out for e-sign as ${open.digioId}; sync it to see its status`);
  const document = await documentToSign(app, loan, body.documentType);
  const signers = [await borrowerSigner(app, loan)];
  if (body.documentType === "LOAN_AGREEMENT") signers.push(await lenderSigner(app, loan));
  const { documentId, expiresAt } = await app.esign.createSigningRequest({
    pdf: document.bytes,
    fileName: document.fileName,
    signers,
    expiresInDays: document.expiresInDays,
  });
  const row = await app.db.transaction(async (tx) => {
    const source = await storeLoanDocument(tx, app.documents, {
      documentType: body.documentType,
      owner: {
        loanId: loan.id,
        kfsVersionId: document.kfs.id,
        borrowerUserId: loan.borrowerUserId,
        lenderId: loan.lenderId,
        anchorId: loan.anchorId,
      },
      fileName: document.fileName,
      mime: "application/pdf",
      bytes: document.bytes,
      origin: "GENERATED",
      uploadedBy: principal.id,
      at: now,
    });
    const id = randomUUID();
    const roles: EsignSigner["role"][] = ["BORROWER", "LENDER"];
    const [inserted] = await tx
      .insert(esignRequests)
      .values({
        id,
        provider: app.esign.name,
        providerDocumentId: documentId,
        loanId: loan.id,
        kfsVersionId: document.kfs.id,
        documentType: body.documentType,
        status: "requested",
        signers: signers.map((signer, index) => ({
          ...signer,
          role: roles[index],
          status: "requested",
          signedAt: null,
        })),
        sourceDocumentId: source.id,
        requestedBy: principal.id,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actorId: principal.id,
      action: "esignRequest",
      entity: "esignRequest",
      entityId: id,
      after: {
        loanId: loan.id,
        documentType: body.documentType,
        digioId: documentId,
        provider: app.esign.name,
      },
      at: now,
    });
    return inserted!;
  });
  return toEsignRequest(row, loan.loanNumber);
}
