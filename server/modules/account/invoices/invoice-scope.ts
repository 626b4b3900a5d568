import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { INVOICE_TYPES, type InvoiceType } from "@domain/enums/finance";
import type { TenancyScope } from "@server/auth/tenancy";
import { invoices } from "@server/db/schema/invoices";

/**
 * A drawdown (retailer) invoice belongs to the merchant who drew it: its programme's anchor neither sees nor
 * acts on it, as it sees neither the merchant's retailers nor the Retailer Invoices page (docs/security.md).
 */
const MERCHANT_OWNED_TYPE: InvoiceType = "DRAWDOWN_REQUEST";

/** The invoice types an anchor sees, as a condition on a type column (invoices or their counters). */
export const anchorVisibleType = (typeColumn: AnyPgColumn): SQL => ne(typeColumn, MERCHANT_OWNED_TYPE);

/** The invoice types a scope can see at all: a merchant's invoices are its drawdowns, an anchor sees the rest. */
export function visibleTypes(scope: TenancyScope): readonly InvoiceType[] {
  if (scope.level === "merchant") return [MERCHANT_OWNED_TYPE];
  if (scope.level === "anchor") return INVOICE_TYPES.filter((type) => type !== MERCHANT_OWNED_TYPE);
  return INVOICE_TYPES;
}

/** The tenancy keys of a table keyed like `invoices` (the invoices and what is derived from them). */
export type TenancyColumns = {
  anchorId: AnyPgColumn;
  lenderId: AnyPgColumn;
  merchantUserId: AnyPgColumn;
  type: AnyPgColumn;
};

/** The rows of a table keyed like `invoices` that a caller may see. */
export function scopeCondition(scope: TenancyScope, columns: TenancyColumns): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(columns.lenderId, scope.lenderId);
    case "anchor":
      return and(eq(columns.anchorId, scope.anchorId), anchorVisibleType(columns.type)) as SQL;
    case "merchant":
      return eq(columns.merchantUserId, scope.userId);
  }
}

/** The rows of `invoices` a caller may see; every invoice query adds this condition. */
export const invoiceScopeCondition = (scope: TenancyScope): SQL => scopeCondition(scope, invoices);
