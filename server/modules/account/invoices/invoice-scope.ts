import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { InvoiceType } from "@domain/enums/finance";
import type { TenancyScope } from "@server/auth/tenancy";
import { invoices } from "@server/db/schema/invoices";

/**
 * A drawdown (retailer) invoice belongs to the merchant who drew it: its programme's anchor neither sees nor
 * acts on it, as it sees neither the merchant's retailers nor the Retailer Invoices page (docs/security.md).
 */
const MERCHANT_OWNED_TYPE: InvoiceType = "DRAWDOWN_REQUEST";

/** The invoice types an anchor sees, as a condition on a type column (invoices or their counters). */
export const anchorVisibleType = (typeColumn: AnyPgColumn): SQL => ne(typeColumn, MERCHANT_OWNED_TYPE);

/** The rows of `invoices` a caller may see; every invoice query adds this condition. */
export function invoiceScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(invoices.lenderId, scope.lenderId);
    case "anchor":
      return and(eq(invoices.anchorId, scope.anchorId), anchorVisibleType(invoices.type)) as SQL;
    case "merchant":
      return eq(invoices.merchantUserId, scope.userId);
  }
}
