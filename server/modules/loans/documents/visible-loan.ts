import { and, eq } from "drizzle-orm";
import { LOAN_NOT_FOUND } from "@domain/api/loans";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { lenders, loans } from "@server/db/schema/index";
import { notFound } from "@server/http/errors";
import { loanScopeCondition } from "../loans/loan-scope";

export type VisibleLoan = typeof loans.$inferSelect & { lenderName: string };

/** The loan with its lender's name when the caller's tenancy shows it; 404 otherwise (no hint it exists). */
export async function visibleLoan(db: Executor, scope: TenancyScope, loanId: string): Promise<VisibleLoan> {
  const [row] = await db
    .select({ loan: loans, lenderName: lenders.name })
    .from(loans)
    .innerJoin(lenders, eq(lenders.id, loans.lenderId))
    .where(and(eq(loans.id, loanId), loanScopeCondition(scope)));
  if (!row) throw notFound(LOAN_NOT_FOUND);
  return { ...row.loan, lenderName: row.lenderName };
}
