import { randomUUID } from "node:crypto";
import type { Principal } from "@server/auth/principal";
import type { Database } from "@server/db/database";
import type { DocumentStore } from "@server/integrations/storage/document-store";

/** What the invoice services need from the app: the database, the document store and the time. */
export type InvoiceContext = { db: Database; documents: DocumentStore; now: Date; principal: Principal };

/**
 * A key no other upload has: every upload is stored under its own key and a row is pointed at it only by a
 * successful versioned write, so concurrent uploads to one invoice never overwrite or delete each other.
 */
export const newDocumentKey = (invoiceId: string) => `invoices/${invoiceId}-${randomUUID()}`;
