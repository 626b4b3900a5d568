import { eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { invoices } from "@server/db/schema/invoices";
import type { DocumentStore } from "@server/integrations/storage/document-store";

/** Deletes a stored document unless an invoice still points at it. */
export async function removeUnreferencedDocument(
  db: Executor,
  documents: DocumentStore,
  key: string,
): Promise<void> {
  const [user] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.documentKey, key))
    .limit(1);
  if (!user) await documents.remove(key);
}
