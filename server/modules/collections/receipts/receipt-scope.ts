import { eq, sql, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import { receipts } from "@server/db/schema/collections";

/** The receipts a caller may see: all (platform staff), its lender's, its anchor's, the ones it paid (merchant). */
export function receiptScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(receipts.lenderId, scope.lenderId);
    case "anchor":
      return eq(receipts.anchorId, scope.anchorId);
    case "merchant":
      return eq(receipts.borrowerUserId, scope.userId);
  }
}
