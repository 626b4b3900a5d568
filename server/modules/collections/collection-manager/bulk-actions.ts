import { and, eq, inArray } from "drizzle-orm";
import type { BulkRowResult, CollectionBulkRequest } from "@domain/api/collections";
import type { EmiStatus } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { CHECKER_CONTROLS_MAKER } from "@domain/api/independent-checker";
import { scopeOf } from "@server/auth/tenancy";
import { controlledAccountsOf } from "@server/audit/independent-checker";
import { emis, receipts } from "@server/db/schema/collections";
import type { Executor } from "@server/db/database";
import { applyEmiTransition } from "../emis/emi-transition";
import { type MoneyContext, type MoneyOperation, todayOf } from "../pending-operations/operation-context";
import { reverseReceipt } from "../receipts/reverse-receipt";
import { writeOffRefusal } from "../receipts/settlement-write-off";
import { selectedCollections } from "./bulk-selection";
import type { CollectionJoinedRow } from "./collection-reads";
import { collectionRefusal, moveCollection } from "./collection-transition";

export const NO_DUES_TO_PAUSE = "No open dues of this borrower can be paused";
const PAUSABLE: EmiStatus[] = [
  "PENDING",
  "READY_FOR_SCHEDULED",
  "BOUNCED",
  "FAILED",
  "RESCHEDULED",
  "PARTIAL_PAID",
];

const result = (row: CollectionJoinedRow, message: string | null, done: string): BulkRowResult => ({
  id: row.receipt.id,
  receiptNumber: row.receipt.receiptNumber,
  amountPaise: row.receipt.amountPaise,
  ok: message === null,
  message: message ?? done,
});

/** Whoever entered or proposed a receipt never settles it: settling is its second pair of eyes. */
export const settleOwnReceipt = (receiptNumber: string) =>
  `You entered receipt ${receiptNumber}; another staff user must settle it`;

/** Settle: each paid receipt is marked completed (matched to the statement and allocated), never by its maker. */
export async function settleCollections(
  context: MoneyContext,
  request: CollectionBulkRequest,
): Promise<BulkRowResult[]> {
  return context.db.transaction(async (tx) => {
    const rows = await selectedCollections(tx, scopeOf(context.principal), request);
    const controlled = await controlledAccountsOf(
      tx,
      context.principal.id,
      rows.map((row) => row.receipt.createdBy),
      context.now,
    );
    const results: BulkRowResult[] = [];
    for (const row of rows) {
      const refusal = row.reversedById
        ? `Receipt ${row.receipt.receiptNumber} is reversed`
        : row.receipt.createdBy === context.principal.id
          ? settleOwnReceipt(row.receipt.receiptNumber)
          : row.receipt.createdBy !== null && controlled.has(row.receipt.createdBy)
            ? CHECKER_CONTROLS_MAKER
            : await moveCollection(tx, row.receipt, "complete", {
                actorId: context.principal.id,
                at: context.now,
                reason: request.reason,
              });
      results.push(result(row, refusal, "Settled"));
    }
    return results;
  });
}

/** Pause: the collection manager holds the open dues of each receipt's borrower (the EMI machine's pause). */
export async function pauseCollections(
  context: MoneyContext,
  request: CollectionBulkRequest,
): Promise<BulkRowResult[]> {
  return context.db.transaction(async (tx) => {
    const rows = await selectedCollections(tx, scopeOf(context.principal), request);
    const results: BulkRowResult[] = [];
    for (const row of rows) {
      const paused = await pauseBorrowerDues(tx, row, context, request.reason ?? null);
      results.push(
        result(row, paused === 0 ? NO_DUES_TO_PAUSE : null, `Paused ${paused} due${paused === 1 ? "" : "s"}`),
      );
    }
    return results;
  });
}

async function pauseBorrowerDues(
  tx: Executor,
  row: CollectionJoinedRow,
  context: MoneyContext,
  reason: string | null,
) {
  const dues = await tx
    .select()
    .from(emis)
    .where(
      and(
        eq(emis.borrowerKey, row.receipt.borrowerKey),
        eq(emis.lenderId, row.receipt.lenderId),
        inArray(emis.status, PAUSABLE),
      ),
    )
    .for("update");
  for (const emi of dues)
    await applyEmiTransition(tx, {
      emi,
      action: "pause",
      version: emi.version,
      actorId: context.principal.id,
      at: context.now,
      reason: [`Paused from the collection manager (${row.receipt.receiptNumber})`, reason]
        .filter(Boolean)
        .join(": "),
    });
  return dues.length;
}

type CancelInput = { ids: string[]; reason?: string };

/** Why a receipt cannot be cancelled now, or null: a reversal, one already reversed, or the machine's refusal. */
const cancelRefusal = (row: CollectionJoinedRow): string | null => {
  if (row.receipt.reversesId) return "A reversal cannot itself be reversed";
  if (row.reversedById) return `Receipt ${row.receipt.receiptNumber} is already reversed`;
  if (row.receipt.status === "PAID" || row.receipt.status === "COMPLETED") return null;
  return collectionRefusal(row.receipt, "expire");
};

const rowsOf = (db: Executor, context: MoneyContext, input: CancelInput) =>
  selectedCollections(db, scopeOf(context.principal), { ids: input.ids });

/**
 * Cancel, a money operation: a posted receipt (paid or completed) is reversed and the borrower's later
 * receipts replayed; one not yet paid expires. Proposed with the selection resolved to ids, so the approver
 * acts on the rows the proposer confirmed.
 */
export const cancelCollectionsOperation: MoneyOperation<CancelInput> = {
  preview: async (db, input, context) => {
    const rows = await rowsOf(db, context, input);
    const total = rows.reduce((sum, row) => sum + row.receipt.amountPaise, 0);
    return {
      summary: `Cancel ${rows.length} collection${rows.length === 1 ? "" : "s"} of ${formatInr(total, { currency: true })}${input.reason ? `: ${input.reason}` : ""}`,
      totalPaise: total,
      borrowerName: null,
      utr: null,
      lines: rows.map((row) => ({
        label:
          cancelRefusal(row) ??
          `${row.receipt.borrowerName}${row.receipt.utr ? `, UTR ${row.receipt.utr}` : ""}`,
        reference: row.receipt.receiptNumber,
        amountPaise: row.receipt.amountPaise,
      })),
      unappliedPaise: 0,
    };
  },
  execute: async (tx, input, context, approval) => {
    const rows = await rowsOf(tx, context, input);
    const results: BulkRowResult[] = [];
    const receiptIds: string[] = [];
    const posting = { actorId: approval.approvedBy, at: context.now };
    for (const row of rows) {
      const refusal = cancelRefusal(row);
      if (refusal) {
        results.push(result(row, refusal, ""));
        continue;
      }
      if (row.receipt.status === "PAID" || row.receipt.status === "COMPLETED") {
        const [fresh] = await tx.select().from(receipts).where(eq(receipts.id, row.receipt.id)).for("update");
        const writtenOff = await writeOffRefusal(tx, fresh!);
        if (writtenOff) {
          results.push(result(row, writtenOff, ""));
          continue;
        }
        const reversal = await reverseReceipt(tx, fresh!, input.reason ?? null, todayOf(context), posting);
        receiptIds.push(reversal.id);
        results.push(result(row, null, `Reversed by ${reversal.receiptNumber}`));
      } else {
        const refused = await moveCollection(tx, row.receipt, "expire", { ...posting, reason: input.reason });
        results.push(result(row, refused, "Expired"));
      }
    }
    return { receiptIds, results };
  },
};
