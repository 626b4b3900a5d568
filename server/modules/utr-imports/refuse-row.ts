import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { utrImportRows, utrImports } from "@server/db/schema/utr-imports";

export type ImportRecord = typeof utrImports.$inferSelect;
export type ImportRowRecord = typeof utrImportRows.$inferSelect;

/** Marks a VALID row that no longer applies at commit (its record moved, its UTR was recorded) INVALID, with why. */
export async function refuseRow(tx: Executor, importId: string, rowNumber: number, reason: string) {
  await tx
    .update(utrImportRows)
    .set({ state: "INVALID", reason })
    .where(and(eq(utrImportRows.importId, importId), eq(utrImportRows.rowNumber, rowNumber)));
  await tx
    .update(utrImports)
    .set({ validRows: sql`${utrImports.validRows} - 1` })
    .where(eq(utrImports.id, importId));
}

/** Marks rows APPLIED (a `utr_payment` row with the receipt it posted). */
export async function markApplied(tx: Executor, importId: string, rowNumbers: number[], receiptId?: string) {
  if (rowNumbers.length === 0) return;
  await tx
    .update(utrImportRows)
    .set({ state: "APPLIED", ...(receiptId ? { receiptId } : {}) })
    .where(and(eq(utrImportRows.importId, importId), inArray(utrImportRows.rowNumber, rowNumbers)));
}
