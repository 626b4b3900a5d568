import { and, asc, eq, sql } from "drizzle-orm";
import { UTR_IMPORT_BATCH_ROWS, UTR_PAYMENT_BATCH_ROWS } from "@domain/api/utr-imports";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "@server/db/database";
import { utrImportRows, utrImports } from "@server/db/schema/utr-imports";
import { applyPaymentRows } from "./apply-payment-rows";
import { applyUpdateRows } from "./apply-update-rows";
import type { ImportRecord } from "./refuse-row";

export const UTR_IMPORT_ENTITY = "utr_import";

/**
 * Applies the next batch of an approved import's VALID rows in one transaction, by its type's rule
 * (`applyUpdateRows`, `applyPaymentRows`): the rows turn APPLIED (or INVALID with the reason when they no
 * longer apply) and the import's count grows, together or not at all. Answers false once nothing is left
 * (the import is then COMMITTED).
 */
export async function applyNextBatch(db: Database, file: ImportRecord, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(utrImportRows)
      .where(and(eq(utrImportRows.importId, file.id), eq(utrImportRows.state, "VALID")))
      .orderBy(asc(utrImportRows.rowNumber))
      .limit(file.type === "utr_payment" ? UTR_PAYMENT_BATCH_ROWS : UTR_IMPORT_BATCH_ROWS)
      .for("update");
    if (batch.length === 0) {
      await tx
        .update(utrImports)
        .set({ state: "COMMITTED" })
        .where(and(eq(utrImports.id, file.id), eq(utrImports.state, "COMMITTING")));
      await recordAudit(tx, {
        actorId: file.uploadedBy,
        action: "utr_import.committed",
        entity: UTR_IMPORT_ENTITY,
        entityId: file.id,
        at,
      });
      return false;
    }
    const applied =
      file.type === "utr_payment"
        ? await applyPaymentRows(tx, file, batch, at)
        : await applyUpdateRows(tx, file, batch, at);
    await tx
      .update(utrImports)
      .set({ appliedRows: sql`${utrImports.appliedRows} + ${applied}` })
      .where(eq(utrImports.id, file.id));
    return true;
  });
}
