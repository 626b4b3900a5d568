import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { anchors } from "@server/db/schema/anchors";
import { invoices } from "@server/db/schema/invoices";
import { lenders } from "@server/db/schema/lenders";
import type { TenancyScope } from "@server/auth/tenancy";
import { invoiceColumns, type InvoiceRow } from "./invoice-row";
import { invoiceScopeCondition } from "./invoice-scope";

/** Invoices joined to their anchor's and lender's names (both small tables). */
export const selectInvoices = (db: Executor) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(anchors, eq(anchors.id, invoices.anchorId))
    .innerJoin(lenders, eq(lenders.id, invoices.lenderId));

/** One invoice the caller may see, or undefined (another tenant's invoice reads as missing). */
export async function findInvoice(
  db: Executor,
  scope: TenancyScope,
  id: string,
): Promise<InvoiceRow | undefined> {
  const rows = await selectInvoices(db).where(and(eq(invoices.id, id), invoiceScopeCondition(scope)) as SQL);
  return rows[0];
}
