import { createHash, randomUUID } from "node:crypto";
import type { LoanDocument, LoanDocumentOrigin } from "@domain/api/loan-documents";
import type { DocumentType } from "@domain/enums/documents";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { loanDocuments } from "@server/db/schema/loans";
import type { DocumentStore } from "@server/integrations/storage/document-store";

export const LOAN_DOCUMENT_ENTITY = "loanDocument";

export type LoanDocumentRow = typeof loanDocuments.$inferSelect;

/** Where a document belongs: a loan (its tenancy keys copied so searches scope without joins) or a borrower. */
export type DocumentOwner = {
  loanId: string | null;
  kfsVersionId?: string | null;
  borrowerUserId: string | null;
  lenderId: string | null;
  anchorId: string | null;
};

export type NewLoanDocument = {
  documentType: DocumentType;
  owner: DocumentOwner;
  fileName: string;
  mime: string;
  bytes: Uint8Array;
  origin: LoanDocumentOrigin;
  comment?: string | null;
  uploadedBy: string | null;
  at: Date;
};

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** Puts the bytes in the document store, then records the row (with its SHA-256) and the audit line. */
export async function storeLoanDocument(
  db: Executor,
  documents: DocumentStore,
  document: NewLoanDocument,
): Promise<LoanDocumentRow> {
  const id = randomUUID();
  const storageKey = `loan-documents/${id}`;
  await documents.put(storageKey, document.bytes);
  const sha256 = sha256Hex(document.bytes);
  const [row] = await db
    .insert(loanDocuments)
    .values({
      id,
      documentType: document.documentType,
      ...document.owner,
      kfsVersionId: document.owner.kfsVersionId ?? null,
      fileName: document.fileName,
      mime: document.mime,
      bytes: document.bytes.length,
      sha256,
      storageKey,
      origin: document.origin,
      comment: document.comment ?? null,
      uploadedBy: document.uploadedBy,
      createdAt: document.at,
    })
    .returning();
  await recordAudit(db, {
    actorId: document.uploadedBy,
    action: document.origin === "UPLOADED" ? "upload" : document.origin === "SIGNED" ? "signed" : "generate",
    entity: LOAN_DOCUMENT_ENTITY,
    entityId: id,
    after: {
      documentType: document.documentType,
      fileName: document.fileName,
      sha256,
      loanId: document.owner.loanId,
      borrowerUserId: document.owner.borrowerUserId,
    },
    at: document.at,
  });
  return row!;
}

export const toLoanDocument = (
  row: LoanDocumentRow,
  names: { loanNumber: string | null; uploadedByName: string | null },
): LoanDocument => ({
  id: row.id,
  documentType: row.documentType as LoanDocument["documentType"],
  loanId: row.loanId,
  loanNumber: names.loanNumber,
  kfsVersionId: row.kfsVersionId,
  borrowerUserId: row.borrowerUserId,
  lenderId: row.lenderId,
  anchorId: row.anchorId,
  fileName: row.fileName,
  mime: row.mime,
  bytes: row.bytes,
  sha256: row.sha256,
  origin: row.origin as LoanDocumentOrigin,
  comment: row.comment,
  uploadedBy: row.uploadedBy,
  uploadedByName: names.uploadedByName,
  createdAt: row.createdAt.toISOString(),
});
