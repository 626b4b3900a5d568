import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { loans } from "@server/db/schema/loans";
import type { LoanRow } from "./loan-transition";

/** The other loans of a loan's borrower identity, by loan number (none for an account's loan). */
export async function sameBorrowerLoans(db: Executor, loan: Pick<LoanRow, "id" | "borrowerIdentityId">) {
  if (!loan.borrowerIdentityId) return [];
  return db
    .select({ id: loans.id, loanNumber: loans.loanNumber, status: loans.status })
    .from(loans)
    .where(and(eq(loans.borrowerIdentityId, loan.borrowerIdentityId), ne(loans.id, loan.id)))
    .orderBy(loans.loanNumber);
}
