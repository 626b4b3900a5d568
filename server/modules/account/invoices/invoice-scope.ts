import { eq, sql, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import { invoices } from "@server/db/schema/invoices";

/** The rows of `invoices` a caller may see; every invoice query adds this condition. */
export function invoiceScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(invoices.lenderId, scope.lenderId);
    case "anchor":
      return eq(invoices.anchorId, scope.anchorId);
    case "merchant":
      return eq(invoices.merchantUserId, scope.userId);
  }
}
