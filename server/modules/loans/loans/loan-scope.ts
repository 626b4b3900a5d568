import { eq, sql, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import { loans } from "@server/db/schema/loans";

/**
 * The loans a caller may see: every loan (platform staff), its lender's (NBFC), its anchor's (anchor), the
 * loans it borrows (merchant). Every loan query adds this condition: lists, reads and writes alike.
 */
export function loanScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(loans.lenderId, scope.lenderId);
    case "anchor":
      return eq(loans.anchorId, scope.anchorId);
    case "merchant":
      return eq(loans.borrowerUserId, scope.userId);
  }
}
