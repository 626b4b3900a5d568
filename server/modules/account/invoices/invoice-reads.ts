import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { anchors } from "@server/db/schema/anchors";
import { invoices } from "@server/db/schema/invoices";
import { lenders } from "@server/db/schema/lenders";
import type { TenancyScope } from "@server/auth/tenancy";
import { invoiceColumns, invoiceListColumns, type InvoiceRow } from "./invoice-row";
import { invoiceScopeCondition } from "./invoice-scope";

const anchorOfInvoice = eq(anchors.id, invoices.anchorId);
const lenderOfInvoice = eq(lenders.id, invoices.lenderId);

/** Invoices joined to their anchor's and lender's names (both small tables). */
export const selectInvoices = (db: Executor) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(anchors, anchorOfInvoice)
    .innerJoin(lenders, lenderOfInvoice);

/** The same with only the columns a list row needs. */
export const selectInvoiceListRows = (db: Executor) =>
  db
    .select(invoiceListColumns)
    .from(invoices)
    .innerJoin(anchors, anchorOfInvoice)
    .innerJoin(lenders, lenderOfInvoice);

/** One invoice the caller may see, or undefined (another tenant's invoice reads as missing). */
export async function findInvoice(
  db: Executor,
  scope: TenancyScope,
  id: string,
): Promise<InvoiceRow | undefined> {
  const rows = await selectInvoices(db).where(and(eq(invoices.id, id), invoiceScopeCondition(scope)) as SQL);
  return rows[0];
}
