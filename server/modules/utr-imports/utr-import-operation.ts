import { and, eq, inArray, sql } from "drizzle-orm";
import {
  UTR_IMPORT_NOT_FOUND,
  UTR_IMPORT_NOT_IN_PREVIEW,
  UTR_IMPORT_NOTHING_TO_APPLY,
} from "@domain/api/utr-imports";
import type { OperationPreview } from "@domain/api/pending-operations";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { utrImportRows, utrImports } from "@server/db/schema/utr-imports";
import { conflict, notFound } from "@server/http/errors";
import type { MoneyOperation } from "@server/modules/collections/pending-operations/operation-context";
import { UTR_IMPORT_ENTITY } from "./apply-batch";
import { percentageOf } from "./utr-import-reads";
import { startCommit } from "./run-commit";

export type UtrImportInput = { importId: string };

/** The preview lists at most this many rows; the import's own page shows them all. */
const PREVIEW_LINES = 50;

async function lockImport(tx: Executor, importId: string) {
  const [file] = await tx.select().from(utrImports).where(eq(utrImports.id, importId)).for("update");
  if (!file) throw notFound(UTR_IMPORT_NOT_FOUND);
  return file;
}

/**
 * A bulk UTR import as a money operation: proposing it (from PREVIEW) shows the rows it will apply and
 * their total; approving it turns it COMMITTING and starts the batches (after the approval commits);
 * rejecting it turns it REJECTED. Nothing moves before the approval.
 */
export const utrImportOperation: MoneyOperation<UtrImportInput> = {
  preview: async (db, input): Promise<OperationPreview> => {
    const file = await lockImport(db, input.importId);
    if (file.state !== "PREVIEW") throw conflict(UTR_IMPORT_NOT_IN_PREVIEW);
    if (file.validRows === 0) throw conflict(UTR_IMPORT_NOTHING_TO_APPLY);
    const valid = and(eq(utrImportRows.importId, file.id), eq(utrImportRows.state, "VALID"));
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${utrImportRows.amountPaise}), 0)::text` })
      .from(utrImportRows)
      .where(valid);
    const lines = await db
      .select({
        loanNumber: utrImportRows.loanNumber,
        invoiceNumber: utrImportRows.invoiceNumber,
        utr: utrImportRows.utr,
        amountPaise: utrImportRows.amountPaise,
      })
      .from(utrImportRows)
      .where(valid)
      .orderBy(utrImportRows.rowNumber)
      .limit(PREVIEW_LINES);
    return {
      summary: `UTR import ${file.fileName}: ${file.validRows} of ${file.totalRows} rows to apply (${percentageOf(file)}%)`,
      totalPaise: Number(sum?.total ?? 0),
      borrowerName: null,
      utr: null,
      lines: lines.map((line) => ({
        label: `UTR ${line.utr}`,
        reference: line.loanNumber || line.invoiceNumber,
        amountPaise: line.amountPaise ?? 0,
      })),
      unappliedPaise: 0,
    };
  },
  execute: async (tx, input, context) => {
    const file = await lockImport(tx, input.importId);
    if (file.state !== "SUBMITTED") throw conflict(UTR_IMPORT_NOT_IN_PREVIEW);
    await tx.update(utrImports).set({ state: "COMMITTING" }).where(eq(utrImports.id, file.id));
    await recordAudit(tx, {
      actorId: context.principal.id,
      action: "utr_import.approved",
      entity: UTR_IMPORT_ENTITY,
      entityId: file.id,
      at: context.now,
    });
    return { receiptIds: [] };
  },
  afterApproval: (context, input) => startCommit(context.db, input.importId, context.now),
  onReject: async (tx, input) => {
    await tx
      .update(utrImports)
      .set({ state: "REJECTED" })
      .where(and(eq(utrImports.id, input.importId), inArray(utrImports.state, ["PREVIEW", "SUBMITTED"])));
  },
};
