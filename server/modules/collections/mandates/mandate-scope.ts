import { eq, sql, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import { mandates } from "@server/db/schema/mandates";

/** The mandates a caller may see, as the loans: all, its lender's, its anchor's, or those of the loans it borrows. */
export function mandateScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(mandates.lenderId, scope.lenderId);
    case "anchor":
      return eq(mandates.anchorId, scope.anchorId);
    case "merchant":
      return eq(mandates.borrowerUserId, scope.userId);
  }
}
