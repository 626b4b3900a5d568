import type { Principal } from "@server/auth/principal";
import type { Database } from "@server/db/database";
import type { DocumentStore } from "@server/integrations/storage/document-store";

/** What the invoice services need from the app: the database, the document store and the time. */
export type InvoiceContext = { db: Database; documents: DocumentStore; now: Date; principal: Principal };

export const documentKeyOf = (invoiceId: string, revision: number) => `invoices/${invoiceId}-${revision}`;
