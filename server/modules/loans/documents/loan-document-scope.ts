import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import { loanDocuments, loans } from "@server/db/schema/loans";

/** A borrower of the lender's (or anchor's) loans: their own documents are part of reviewing those loans. */
const borrowerOf = (condition: SQL): SQL =>
  sql`exists (select 1 from ${loans} where ${loans.borrowerUserId} = ${loanDocuments.borrowerUserId} and ${condition})`;

/**
 * The documents a caller may see: all (platform staff); a loan's documents by the loan's lender or anchor, and a
 * borrower's own documents by the lenders and anchors of that borrower's loans; a merchant its own.
 */
export function loanDocumentScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return or(
        eq(loanDocuments.lenderId, scope.lenderId),
        and(sql`${loanDocuments.loanId} is null`, borrowerOf(eq(loans.lenderId, scope.lenderId))),
      ) as SQL;
    case "anchor":
      return or(
        eq(loanDocuments.anchorId, scope.anchorId),
        and(sql`${loanDocuments.loanId} is null`, borrowerOf(eq(loans.anchorId, scope.anchorId))),
      ) as SQL;
    case "merchant":
      return eq(loanDocuments.borrowerUserId, scope.userId);
  }
}
