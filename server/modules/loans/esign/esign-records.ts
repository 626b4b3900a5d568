import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { EsignRequest, EsignSearchQuery, EsignSigner } from "@domain/api/esign";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { esignRequests, loans } from "@server/db/schema/loans";
import { loanScopeCondition } from "../loans/loan-scope";

export type EsignRequestRow = typeof esignRequests.$inferSelect;

export const toEsignRequest = (row: EsignRequestRow, loanNumber: string): EsignRequest => ({
  id: row.id,
  provider: row.provider,
  digioId: row.providerDocumentId,
  loanId: row.loanId,
  loanNumber,
  kfsVersionId: row.kfsVersionId,
  documentType: row.documentType as EsignRequest["documentType"],
  status: row.status as EsignRequest["status"],
  signers: row.signers as EsignSigner[],
  sourceDocumentId: row.sourceDocumentId,
  signedDocumentId: row.signedDocumentId,
  requestedBy: row.requestedBy,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The e-sign requests of loans the caller may see, newest first. */
export async function searchEsignRequests(
  db: Executor,
  scope: TenancyScope,
  query: EsignSearchQuery,
): Promise<{ payload: EsignRequest[]; total: number }> {
  const conditions: SQL[] = [loanScopeCondition(scope)];
  if (query.loanId) conditions.push(eq(esignRequests.loanId, query.loanId));
  if (query.documentType) conditions.push(eq(esignRequests.documentType, query.documentType));
  if (query.status) conditions.push(eq(esignRequests.status, query.status));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ request: esignRequests, loanNumber: loans.loanNumber })
      .from(esignRequests)
      .innerJoin(loans, eq(loans.id, esignRequests.loanId))
      .where(where)
      .orderBy(desc(esignRequests.createdAt), desc(esignRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(esignRequests)
      .innerJoin(loans, eq(loans.id, esignRequests.loanId))
      .where(where),
  ]);
  return {
    payload: rows.map((row) => toEsignRequest(row.request, row.loanNumber)),
    total: counted?.total ?? 0,
  };
}

/** An e-sign request by the provider's id, when the caller's tenancy (if any) shows its loan. */
export async function esignRequestByDigioId(
  db: Executor,
  provider: string,
  digioId: string,
  scope?: TenancyScope,
): Promise<{
  request: EsignRequestRow;
  loanNumber: string;
  lenderId: string;
  borrowerUserId: string | null;
} | null> {
  const [row] = await db
    .select({
      request: esignRequests,
      loanNumber: loans.loanNumber,
      lenderId: loans.lenderId,
      borrowerUserId: loans.borrowerUserId,
    })
    .from(esignRequests)
    .innerJoin(loans, eq(loans.id, esignRequests.loanId))
    .where(
      and(
        eq(esignRequests.provider, provider),
        eq(esignRequests.providerDocumentId, digioId),
        ...(scope ? [loanScopeCondition(scope)] : []),
      ),
    );
  return row ?? null;
}
