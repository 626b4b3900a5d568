import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LoanItem, LoanKind } from "@domain/api/loans";
import type { RepaymentFrequency } from "@domain/enums/finance";
import type { LoanStatus } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { lenders, loans, programmes, users } from "@server/db/schema/index";
import { loanScopeCondition } from "./loan-scope";

/** The loan's relationship manager, a user joined under its own name. */
export const loanRm = alias(users, "loan_rm");

/** A loan row with the names a list row shows: its lender, programme and relationship manager. */
export const loanSelect = (db: Executor) =>
  db
    .select({ loan: loans, lenderName: lenders.name, programmeName: programmes.name, rmName: loanRm.name })
    .from(loans)
    .innerJoin(lenders, eq(lenders.id, loans.lenderId))
    .leftJoin(programmes, eq(programmes.id, loans.programmeId))
    .leftJoin(loanRm, eq(loanRm.id, loans.rmUserId))
    .$dynamic();

export type LoanJoinedRow = Awaited<ReturnType<typeof loanSelect>>[number];

export const toLoanItem = ({ loan, lenderName, programmeName, rmName }: LoanJoinedRow): LoanItem => ({
  id: loan.id,
  loanNumber: loan.loanNumber,
  kind: loan.kind as LoanKind,
  status: loan.status as LoanStatus,
  lenderId: loan.lenderId,
  lenderName,
  anchorId: loan.anchorId,
  anchorName: loan.anchorName,
  programmeId: loan.programmeId,
  programmeName,
  borrowerUserId: loan.borrowerUserId,
  borrowerName: loan.borrowerName,
  loanAmountPaise: loan.loanAmountPaise,
  tenureMonths: loan.tenureMonths,
  interestRatePercent: loan.interestRatePercent,
  aprPercent: loan.aprPercent,
  emiPaise: loan.emiPaise,
  netDisbursedPaise: loan.netDisbursedPaise,
  repaymentFrequency: loan.repaymentFrequency as RepaymentFrequency,
  rmUserId: loan.rmUserId,
  rmName,
  version: loan.version,
  createdAt: loan.createdAt.toISOString(),
  updatedAt: loan.updatedAt.toISOString(),
});

/** One loan with its names, only if the scope may see it. */
export async function findScopedLoan(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await loanSelect(db)
    .where(and(loanScopeCondition(scope), eq(loans.id, id)))
    .limit(1);
  return row ?? null;
}
