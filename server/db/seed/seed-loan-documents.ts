import { and, eq, inArray } from "drizzle-orm";
import type { EsignSigner } from "@domain/api/esign";
import { businessDateAt } from "@domain/dates/business-date";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import { SANDBOX_ESIGN_PROVIDER } from "@server/integrations/esign/sandbox-digio-esign-provider";
import { withSignaturePage } from "@server/integrations/esign/sandbox-signature-page";
import { sha256Hex, storeLoanDocument } from "@server/modules/loans/documents/loan-document-records";
import type { VisibleLoan } from "@server/modules/loans/documents/visible-loan";
import { agreementPdfOf, kfsPdfOf, type GeneratedPdf } from "@server/modules/loans/pdf/loan-pdfs";
import type { Database, Executor } from "../database";
import { auditLog, esignRequests, kfsVersions, lenders, loans, users } from "../schema/index";
import { demoUserId } from "./demo-data";
import { DEMO_LOANS } from "./demo-loans";
import { seedId } from "./identifiers";
import { demoDigioId } from "./seed-loans";

const SIGNED_AGREEMENT: readonly string[] = ["AGREEMENT_SIGNED", "ACTIVE", "CLOSED", "WRITTEN_OFF"];
/** The request went out half an hour before the last signature. */
const REQUESTED_BEFORE_MS = 30 * 60_000;

type Signed = {
  loan: VisibleLoan;
  documentType: "KFS" | "LOAN_AGREEMENT";
  kfsVersionId: string;
  pdf: GeneratedPdf;
  digioId: string;
  signers: { identifier: string; name: string; role: EsignSigner["role"] }[];
  signedAt: Date;
};

/**
 * One document as the sandbox e-sign leaves it: the generated PDF, the signed PDF (the sandbox's signature
 * page), both kept with their SHA-256, and the signed request tying them to the loan and KFS version.
 */
async function storeSigned(db: Executor, documents: DocumentStore, signed: Signed) {
  const { loan, signedAt } = signed;
  const requestedAt = new Date(signedAt.getTime() - REQUESTED_BEFORE_MS);
  const owner = {
    loanId: loan.id,
    kfsVersionId: signed.kfsVersionId,
    borrowerUserId: loan.borrowerUserId,
    lenderId: loan.lenderId,
    anchorId: loan.anchorId,
  };
  const file = { documentType: signed.documentType, owner, mime: "application/pdf" } as const;
  const source = await storeLoanDocument(db, documents, {
    ...file,
    fileName: signed.pdf.fileName,
    bytes: signed.pdf.bytes,
    origin: "GENERATED",
    uploadedBy: demoUserId("ops"),
    at: requestedAt,
  });
  const signers = signed.signers.map((signer) => ({
    ...signer,
    status: "signed" as const,
    signedAt: signedAt.toISOString(),
  }));
  const bytes = await withSignaturePage(
    signed.pdf.bytes,
    signed.digioId,
    sha256Hex(signed.pdf.bytes),
    signers,
  );
  const document = await storeLoanDocument(db, documents, {
    ...file,
    fileName: signed.pdf.fileName.replace(/\.pdf$/, "-signed.pdf"),
    bytes,
    origin: "SIGNED",
    uploadedBy: null,
    at: signedAt,
  });
  await db.insert(esignRequests).values({
    id: seedId(`esign:${signed.digioId}`),
    provider: SANDBOX_ESIGN_PROVIDER,
    providerDocumentId: signed.digioId,
    loanId: loan.id,
    kfsVersionId: signed.kfsVersionId,
    documentType: signed.documentType,
    status: "signed",
    signers,
    sourceDocumentId: source.id,
    signedDocumentId: document.id,
    requestedBy: demoUserId("ops"),
    expiresAt: new Date(requestedAt.getTime() + 7 * 86_400_000),
    createdAt: requestedAt,
    updatedAt: signedAt,
  });
  return document;
}

/** When the loan's agreement was signed, from its timeline. */
async function agreementSignedAt(db: Executor, loanId: string): Promise<Date> {
  const [line] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, "loan"), eq(auditLog.entityId, loanId), eq(auditLog.action, "signAgreement")),
    );
  return line!.at;
}

/**
 * The signed documents of the demo loans: each accepted KFS as generated and as e-signed by the borrower
 * (its signed copy's key and SHA-256 on the version), and each signed loan agreement as generated and as
 * e-signed by the borrower and the lender's NBFC user. Generated only when the demo data was just seeded,
 * as the demo logo is: the PDFs take seconds that every test's seed should not spend.
 */
export async function seedDemoLoanDocuments(db: Database, documents: DocumentStore): Promise<void> {
  const demoLoanIds = DEMO_LOANS.map((loan) => seedId(`loan:${loan.key}`));
  const accepted = await db
    .select({ loan: loans, lenderName: lenders.name, kfs: kfsVersions })
    .from(kfsVersions)
    .innerJoin(loans, eq(loans.id, kfsVersions.loanId))
    .innerJoin(lenders, eq(lenders.id, loans.lenderId))
    .where(and(eq(kfsVersions.state, "ACCEPTED"), inArray(loans.id, demoLoanIds)));
  const signatories = await db
    .select({ lenderId: users.lenderId, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.userType, "NBFC"));
  for (const { loan: row, lenderName, kfs } of accepted) {
    const loan: VisibleLoan = { ...row, lenderName };
    const borrower = {
      identifier: loan.borrowerMobile ?? "",
      name: loan.borrowerName,
      role: "BORROWER" as const,
    };
    await db.transaction(async (tx) => {
      const signedKfs = await storeSigned(tx, documents, {
        loan,
        documentType: "KFS",
        kfsVersionId: kfs.id,
        pdf: await kfsPdfOf(loan, kfs),
        digioId: demoDigioId("kfs", kfs.id),
        signers: [borrower],
        signedAt: kfs.acceptedAt!,
      });
      await tx
        .update(kfsVersions)
        .set({ signedDocumentKey: signedKfs.storageKey, signedSha256: signedKfs.sha256 })
        .where(eq(kfsVersions.id, kfs.id));
      if (!SIGNED_AGREEMENT.includes(loan.status)) return;
      const signedAt = await agreementSignedAt(tx, loan.id);
      const signatory = signatories.find((user) => user.lenderId === loan.lenderId);
      await storeSigned(tx, documents, {
        loan,
        documentType: "LOAN_AGREEMENT",
        kfsVersionId: kfs.id,
        pdf: await agreementPdfOf(tx, loan, businessDateAt(signedAt)),
        digioId: demoDigioId("agreement", loan.id),
        signers: signatory
          ? [
              borrower,
              { identifier: signatory.email, name: `${signatory.name} for ${lenderName}`, role: "LENDER" },
            ]
          : [borrower],
        signedAt,
      });
    });
  }
}
