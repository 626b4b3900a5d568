import { and, eq, inArray } from "drizzle-orm";
import { KFS_NOT_FOUND } from "@domain/api/loan-documents";
import type { BusinessDate } from "@domain/dates/business-date";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { kfsVersions, lenders, loans } from "@server/db/schema/index";
import { conflict, notFound } from "@server/http/errors";
import { visibleLoan, type VisibleLoan } from "../documents/visible-loan";
import { loanScopeCondition } from "../loans/loan-scope";
import { kfsDataOf, offerLetterDataOf } from "./kfs-snapshot";
import { kfsPdf } from "./kfs-pdf";
import { loanAgreementPdf } from "./loan-agreement-pdf";
import { offerLetterPdf } from "./offer-letter-pdf";

export type KfsVersionRow = typeof kfsVersions.$inferSelect;
export type GeneratedPdf = { fileName: string; bytes: Uint8Array };

export const NO_LIVE_KFS = "This loan has no live KFS; issue a KFS before preparing the loan agreement";

/** The KFS version a loan's documents follow: the one ISSUED or ACCEPTED (at most one is). */
export async function liveKfsOf(db: Executor, loanId: string): Promise<KfsVersionRow | null> {
  const [row] = await db
    .select()
    .from(kfsVersions)
    .where(and(eq(kfsVersions.loanId, loanId), inArray(kfsVersions.state, ["ISSUED", "ACCEPTED"])));
  return row ?? null;
}

export async function offerLetterFor(
  db: Executor,
  scope: TenancyScope,
  loanId: string,
  today: BusinessDate,
): Promise<GeneratedPdf> {
  const loan = await visibleLoan(db, scope, loanId);
  return {
    fileName: `LOI-${loan.loanNumber}.pdf`,
    bytes: await offerLetterPdf(offerLetterDataOf(loan, today)),
  };
}

/** A KFS version the caller may see (through its loan's tenancy) with its loan; 404 otherwise. */
export async function visibleKfs(
  db: Executor,
  scope: TenancyScope,
  kfsId: string,
): Promise<{ kfs: KfsVersionRow; loan: VisibleLoan }> {
  const [row] = await db
    .select({ kfs: kfsVersions, loan: loans, lenderName: lenders.name })
    .from(kfsVersions)
    .innerJoin(loans, eq(loans.id, kfsVersions.loanId))
    .innerJoin(lenders, eq(lenders.id, loans.lenderId))
    .where(and(eq(kfsVersions.id, kfsId), loanScopeCondition(scope)));
  if (!row) throw notFound(KFS_NOT_FOUND);
  return { kfs: row.kfs, loan: { ...row.loan, lenderName: row.lenderName } };
}

export const kfsPdfOf = async (loan: VisibleLoan, kfs: KfsVersionRow): Promise<GeneratedPdf> => ({
  fileName: `KFS-${kfs.proposalNumber}.pdf`,
  bytes: await kfsPdf(kfsDataOf(loan, kfs)),
});

export async function kfsPdfFor(db: Executor, scope: TenancyScope, kfsId: string): Promise<GeneratedPdf> {
  const { kfs, loan } = await visibleKfs(db, scope, kfsId);
  return kfsPdfOf(loan, kfs);
}

/** The loan agreement with the live KFS as its summary box; 409 when the loan has no live KFS. */
export async function agreementPdfOf(
  db: Executor,
  loan: VisibleLoan,
  today: BusinessDate,
): Promise<GeneratedPdf & { kfs: KfsVersionRow }> {
  const kfs = await liveKfsOf(db, loan.id);
  if (!kfs) throw conflict(NO_LIVE_KFS);
  const bytes = await loanAgreementPdf({
    ...kfsDataOf(loan, kfs),
    date: today,
    primarySecurity: loan.primarySecurity,
    guaranteePersonal: loan.guaranteePersonal,
    securityCheques: loan.securityCheques,
    businessCovenants: loan.businessCovenants,
  });
  return { fileName: `Loan-agreement-${loan.loanNumber}.pdf`, bytes, kfs };
}

export async function agreementPdfFor(
  db: Executor,
  scope: TenancyScope,
  loanId: string,
  today: BusinessDate,
): Promise<GeneratedPdf> {
  return agreementPdfOf(db, await visibleLoan(db, scope, loanId), today);
}
