import { eq, sql, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import { emis } from "@server/db/schema/collections";

/**
 * The EMIs a caller may see: every one (platform staff), its lender's (NBFC), its anchor's (anchor), the dues
 * it owes (merchant). Every EMI query adds this condition: lists, reads and writes alike.
 */
export function emiScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(emis.lenderId, scope.lenderId);
    case "anchor":
      return eq(emis.anchorId, scope.anchorId);
    case "merchant":
      return eq(emis.borrowerUserId, scope.userId);
  }
}
