import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import {
  LOAN_DOCUMENT_NOT_FOUND,
  type LoanDocument,
  type LoanDocumentSearchQuery,
} from "@domain/api/loan-documents";
import type { DocumentType } from "@domain/enums/documents";
import type { Principal } from "@server/auth/principal";
import { scopeOf, type TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { loanDocuments, loans, users } from "@server/db/schema/index";
import { badRequest, notFound } from "@server/http/errors";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import { loanDocumentScopeCondition } from "./loan-document-scope";
import { toLoanDocument, type DocumentOwner, type LoanDocumentRow } from "./loan-document-records";
import { visibleLoan } from "./visible-loan";
import { containsPattern } from "@server/db/like-pattern";

const BORROWER_NOT_FOUND = "Borrower not found";
const BORROWER_MISMATCH = "The borrower is not this loan's borrower";

/** The documents matching a search the caller may see, newest first, with their loan number and uploader. */
export async function searchLoanDocuments(
  db: Executor,
  scope: TenancyScope,
  query: LoanDocumentSearchQuery,
  fixedType?: DocumentType,
): Promise<{ payload: LoanDocument[]; total: number }> {
  const conditions: SQL[] = [loanDocumentScopeCondition(scope)];
  const documentType = fixedType ?? query.documentType;
  if (documentType) conditions.push(eq(loanDocuments.documentType, documentType));
  if (query.loanId) conditions.push(eq(loanDocuments.loanId, query.loanId));
  if (query.borrowerUserId) conditions.push(eq(loanDocuments.borrowerUserId, query.borrowerUserId));
  if (query.search) conditions.push(ilike(loanDocuments.fileName, containsPattern(query.search)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ document: loanDocuments, loanNumber: loans.loanNumber, uploadedByName: users.name })
      .from(loanDocuments)
      .leftJoin(loans, eq(loans.id, loanDocuments.loanId))
      .leftJoin(users, eq(users.id, loanDocuments.uploadedBy))
      .where(where)
      .orderBy(desc(loanDocuments.createdAt), desc(loanDocuments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(loanDocuments).where(where),
  ]);
  return {
    payload: rows.map((row) => toLoanDocument(row.document, row)),
    total: counted?.total ?? 0,
  };
}

/** A document the caller may see, with its bytes; 404 otherwise. */
export async function loanDocumentFile(
  db: Executor,
  documents: DocumentStore,
  scope: TenancyScope,
  id: string,
): Promise<{ row: LoanDocumentRow; bytes: Buffer }> {
  const [row] = await db
    .select()
    .from(loanDocuments)
    .where(and(eq(loanDocuments.id, id), loanDocumentScopeCondition(scope)));
  const bytes = row ? await documents.get(row.storageKey) : null;
  if (!row || !bytes) throw notFound(LOAN_DOCUMENT_NOT_FOUND);
  return { row, bytes };
}

/** Named documents of rows just stored. */
export async function namedDocuments(
  db: Executor,
  rows: readonly LoanDocumentRow[],
): Promise<LoanDocument[]> {
  if (rows.length === 0) return [];
  const [first] = rows;
  const [loan] = first!.loanId
    ? await db.select({ loanNumber: loans.loanNumber }).from(loans).where(eq(loans.id, first!.loanId))
    : [];
  const [uploader] = first!.uploadedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, first!.uploadedBy))
    : [];
  return rows.map((row) =>
    toLoanDocument(row, { loanNumber: loan?.loanNumber ?? null, uploadedByName: uploader?.name ?? null }),
  );
}

/**
 * Whose documents an upload makes: a loan the caller may see (its borrower, lender and anchor), or a borrower
 * the caller may act for (a merchant itself; staff any merchant; an NBFC user a borrower of its lender's loans).
 */
export async function ownerForUpload(
  db: Executor,
  principal: Principal,
  target: { loanId?: string; borrowerUserId?: string },
): Promise<DocumentOwner> {
  const scope = scopeOf(principal);
  if (target.loanId) {
    const loan = await visibleLoan(db, scope, target.loanId);
    if (target.borrowerUserId && target.borrowerUserId !== loan.borrowerUserId)
      throw badRequest(BORROWER_MISMATCH, [{ field: "borrowerUserId", message: BORROWER_MISMATCH }]);
    return {
      loanId: loan.id,
      borrowerUserId: loan.borrowerUserId,
      lenderId: loan.lenderId,
      anchorId: loan.anchorId,
    };
  }
  const borrowerUserId = target.borrowerUserId!;
  const owner = { loanId: null, borrowerUserId, lenderId: null, anchorId: null };
  if (scope.level === "merchant") {
    if (borrowerUserId !== scope.userId) throw notFound(BORROWER_NOT_FOUND);
    return owner;
  }
  const condition =
    scope.level === "lender"
      ? and(eq(loans.borrowerUserId, borrowerUserId), eq(loans.lenderId, scope.lenderId))
      : undefined;
  const [found] = condition
    ? await db.select({ id: loans.id }).from(loans).where(condition).limit(1)
    : await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, borrowerUserId), eq(users.kind, "MERCHANT")));
  if (!found) throw notFound(BORROWER_NOT_FOUND);
  return owner;
}
