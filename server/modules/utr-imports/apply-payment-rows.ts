import { eq } from "drizzle-orm";
import { UTR_ROW_REASONS as WHY } from "@domain/api/utr-imports";
import { formatInr } from "@domain/money/format-inr";
import type { Database } from "@server/db/database";
import { pendingOperations } from "@server/db/schema/pending-operations";
import { ApiProblem, conflict } from "@server/http/errors";
import type { DueScope } from "@server/modules/collections/receipts/due-scope";
import { postReceipt } from "@server/modules/collections/receipts/post-receipt";
import { type ImportRecord, type ImportRowRecord, markApplied, refuseRow } from "./refuse-row";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const scopeOf = (row: ImportRowRecord): DueScope =>
  row.loanId ? { kind: "loan", loanId: row.loanId } : { kind: "invoice", invoiceId: row.invoiceId! };

/** Who approved the import (its pending operation's decider): the receipts' checker. */
async function approverOf(tx: Transaction, file: ImportRecord): Promise<string | null> {
  if (!file.operationId) return null;
  const [operation] = await tx
    .select({ decidedBy: pendingOperations.decidedBy })
    .from(pendingOperations)
    .where(eq(pendingOperations.id, file.operationId));
  return operation?.decidedBy ?? null;
}

/**
 * Posts one row as a receipt through the one receipt poster (its loan's or invoice's payable dues, appropriated
 * in the programme's order; a UTR already recorded refused), inside a savepoint: a row the poster refuses, or
 * whose amount is now more than its dues owe, leaves nothing behind and answers why.
 */
async function postRow(
  tx: Transaction,
  file: ImportRecord,
  row: ImportRowRecord,
  approvedBy: string | null,
  at: Date,
): Promise<{ receiptId: string } | { refused: string }> {
  try {
    return await tx.transaction(async (savepoint) => {
      const { receipt } = await postReceipt(
        savepoint,
        {
          channel: "UTR_IMPORT",
          status: "COMPLETED",
          amountPaise: row.amountPaise!,
          utr: row.utr,
          receivedOn: row.paidOn!,
          utrDate: row.paidOn,
          loanId: row.loanId,
          invoiceId: row.invoiceId,
          details: { importId: file.id, fileName: file.fileName, rowNumber: row.rowNumber, mode: row.mode },
          approvedBy,
        },
        { scope: scopeOf(row) },
        { actorId: file.uploadedBy, at },
      );
      if (receipt.unappliedPaise > 0)
        throw conflict(
          WHY.amountOverDue(formatInr(receipt.amountPaise - receipt.unappliedPaise, { currency: true })),
        );
      return { receiptId: receipt.id };
    });
  } catch (error) {
    if (error instanceof ApiProblem && error.statusCode < 500) return { refused: error.message };
    throw error;
  }
}

/**
 * A `utr_payment` batch, inside its transaction: each row becomes a COMPLETED receipt (channel UTR_IMPORT,
 * made by the uploader, approved by the import's approver) and turns APPLIED with it; a row that no longer
 * applies (its dues paid meanwhile, its UTR recorded since the preview) turns INVALID with the poster's reason.
 * Answers how many rows it applied.
 */
export async function applyPaymentRows(
  tx: Transaction,
  file: ImportRecord,
  batch: ImportRowRecord[],
  at: Date,
): Promise<number> {
  const approvedBy = await approverOf(tx, file);
  let applied = 0;
  for (const row of batch) {
    const outcome = await postRow(tx, file, row, approvedBy, at);
    if ("refused" in outcome)
      await refuseRow(tx, file.id, row.rowNumber, WHY.postingRefused(outcome.refused));
    else {
      await markApplied(tx, file.id, [row.rowNumber], outcome.receiptId);
      applied += 1;
    }
  }
  return applied;
}
