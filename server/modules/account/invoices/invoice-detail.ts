import type { InvoiceDetail } from "@domain/api/invoices";
import type { BusinessDate } from "@domain/dates/business-date";
import type { InvoiceStatus } from "@domain/enums/statuses";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import { notFound } from "@server/http/errors";
import { userNameOf } from "@server/modules/auth/users/user-name";
import { invoiceDueItems } from "@server/modules/collections/emis/emi-reads";
import { invoiceTimeline } from "./invoice-audit";
import { commandsFor } from "./invoice-permissions";
import { findInvoice } from "./invoice-reads";
import { toInvoiceItem } from "./invoice-row";

const NOT_FOUND = "Invoice not found";

/**
 * One invoice with its audit timeline, who verified and approved it by name, the commands the caller may take
 * now, and its dues once disbursed (those the caller may see).
 */
export async function invoiceDetail(
  db: Executor,
  principal: Principal,
  id: string,
  today: BusinessDate,
): Promise<InvoiceDetail> {
  const scope = scopeOf(principal);
  const row = await findInvoice(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return {
    ...toInvoiceItem(row),
    dues: await invoiceDueItems(db, scope, id, today),
    verifiedByName: await userNameOf(db, row.verifiedBy),
    approvedByName: await userNameOf(db, row.approvedBy),
    timeline: await invoiceTimeline(db, id),
    allowedActions: commandsFor(principal, row.status as InvoiceStatus),
  };
}

export type InvoiceDocument = { bytes: Buffer; mime: string; filename: string };

/** The uploaded document of an invoice the caller may see. */
export async function invoiceDocument(
  db: Executor,
  documents: DocumentStore,
  principal: Principal,
  id: string,
): Promise<InvoiceDocument> {
  const row = await findInvoice(db, scopeOf(principal), id);
  if (!row) throw notFound(NOT_FOUND);
  const bytes = row.documentKey ? await documents.get(row.documentKey) : null;
  if (!bytes || !row.documentMime) throw notFound("This invoice has no document yet");
  return { bytes, mime: row.documentMime, filename: row.documentName ?? "invoice" };
}
