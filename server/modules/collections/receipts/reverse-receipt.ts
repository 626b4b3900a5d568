import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, ne, notExists, sql } from "drizzle-orm";
import type { AllocationLine, DueComponent } from "@domain/collections/appropriation";
import { alias } from "drizzle-orm/pg-core";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { emis, receiptAllocations, receipts } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";
import type { EmiRow } from "../emis/emi-transition";
import { linesByEmi } from "./allocate-receipt";
import { type DueScope, dueScopeCondition } from "./due-scope";
import { moveEmiPaid, type PostingContext } from "./emi-paid-columns";
import { lockPayableDues } from "./open-dues";
import { reinstateWaivers, settlePenalMoves } from "./penal-lines";
import { reinstateInterest, reopenLoansOwingAgain } from "./payoff";
import { planReceipt, withPayoffDetails, writeReceiptPlan } from "./plan-receipt";
import { writeOffRefusal } from "./settlement-write-off";
import { nextReceiptNumber, RECEIPT_ENTITY, type ReceiptRow } from "./post-receipt";

export const REVERSAL_NOT_REVERSIBLE = "A reversal cannot itself be reversed";
export const alreadyReversed = (receiptNumber: string) => `Receipt ${receiptNumber} is already reversed`;

const reversals = alias(receipts, "reversals");

/** Receipts that no later receipt reverses. */
const notReversed = (tx: Executor) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(reversals)
      .where(eq(reversals.reversesId, receipts.id)),
  );

/** A receipt's allocation lines netted per EMI and component (a replay leaves undo and redo lines). */
async function netLinesOf(tx: Executor, receiptId: string): Promise<AllocationLine[]> {
  const rows = await tx
    .select({
      dueId: receiptAllocations.emiId,
      component: receiptAllocations.component,
      amountPaise: sql<string>`sum(${receiptAllocations.amountPaise})`,
    })
    .from(receiptAllocations)
    .where(eq(receiptAllocations.receiptId, receiptId))
    .groupBy(receiptAllocations.emiId, receiptAllocations.component);
  return rows
    .map((row) => ({
      dueId: row.dueId,
      component: row.component as DueComponent,
      amountPaise: Number(row.amountPaise),
    }))
    .filter((line) => line.amountPaise !== 0);
}

const negated = (lines: readonly AllocationLine[]) =>
  lines.map((line) => ({ ...line, amountPaise: -line.amountPaise }));

/** The live receipts of the same borrower and lender dated on or after `receipt`, in the order they are replayed. */
function laterReceipts(tx: Executor, receipt: ReceiptRow) {
  return tx
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.borrowerKey, receipt.borrowerKey),
        eq(receipts.lenderId, receipt.lenderId),
        gte(receipts.receivedOn, receipt.receivedOn),
        ne(receipts.id, receipt.id),
        isNull(receipts.reversesId),
        inArray(receipts.status, ["PAID", "COMPLETED"]),
        notReversed(tx),
      ),
    )
    .orderBy(asc(receipts.receivedOn), asc(receipts.createdAt), asc(receipts.id))
    .for("update");
}

const lockEmis = (tx: Executor, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as EmiRow[])
    : tx.select().from(emis).where(inArray(emis.id, ids)).for("update");

const dueScopeOf = (receipt: ReceiptRow): { scope: DueScope; excludePenal: boolean } | null => {
  const details = JSON.parse(receipt.details ?? "{}") as { dueScope?: DueScope; excludePenal?: boolean };
  return details.dueScope ? { scope: details.dueScope, excludePenal: !!details.excludePenal } : null;
};

/**
 * Corrects by reversal and replay, never by editing: a reversal receipt (negative amount and lines) undoes
 * `receipt` and re-instates the penal it waived; each later receipt of the borrower has its lines undone, and is then appropriated afresh in
 * date order over the dues as they now stand, so the ledger reads as if the reversed receipt never came.
 * Answers the reversal receipt.
 */
export async function reverseReceipt(
  tx: Executor,
  receipt: ReceiptRow,
  reason: string | null,
  today: string,
  context: PostingContext,
): Promise<ReceiptRow> {
  if (receipt.reversesId || receipt.channel === "REVERSAL") throw conflict(REVERSAL_NOT_REVERSIBLE);
  const [reversedBy] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.reversesId, receipt.id));
  if (reversedBy) throw conflict(alreadyReversed(receipt.receiptNumber));
  const writtenOff = await writeOffRefusal(tx, receipt);
  if (writtenOff) throw conflict(writtenOff);
  const later = await laterReceipts(tx, receipt);
  const undone = [receipt, ...later];
  const netLines = await Promise.all(undone.map((row) => netLinesOf(tx, row.id)));
  const touched = [...new Set(netLines.flat().map((line) => line.dueId))];
  let dues = new Map((await lockEmis(tx, touched)).map((emi) => [emi.id, emi]));

  const [reversalRow] = await tx
    .insert(receipts)
    .values({
      ...receipt,
      id: randomUUID(),
      receiptNumber: await nextReceiptNumber(tx),
      channel: "REVERSAL",
      status: "COMPLETED",
      amountPaise: -receipt.amountPaise,
      unappliedPaise: -receipt.unappliedPaise,
      receivedOn: today,
      reversesId: receipt.id,
      details: JSON.stringify({ reason }),
      createdBy: context.actorId,
      approvedBy: null,
      version: 1,
      createdAt: context.at,
      updatedAt: context.at,
    })
    .returning();
  const undoLines = netLines.map(negated);
  const reinstated = await reinstateWaivers(tx, receipt.id, reversalRow!, today, context);
  for (const [emiId, emi] of reinstated) dues.set(emiId, emi);
  const owedAgain = await reinstateInterest(
    tx,
    undone.map((row) => row.id),
    reversalRow!,
    today,
    context,
  );
  for (const [emiId, emi] of owedAgain) dues.set(emiId, emi);
  await insertLines(tx, reversalRow!.id, undoLines[0]!, today, context.at);
  for (const [index, row] of later.entries())
    await insertLines(tx, row.id, undoLines[index + 1]!, row.receivedOn, context.at);
  for (const [emiId, lines] of linesByEmi(undoLines.flat()))
    dues.set(
      emiId,
      await moveEmiPaid(
        tx,
        dues.get(emiId)!,
        lines,
        today,
        `Reversal ${reversalRow!.receiptNumber}`,
        context,
      ),
    );

  const undoneIds = new Set(undoLines.flat().map((line) => line.dueId));
  await settlePenalMoves(
    tx,
    dues,
    [...new Set([...reinstated.keys(), ...owedAgain.keys()])].filter((emiId) => !undoneIds.has(emiId)),
    today,
    `Reversal ${reversalRow!.receiptNumber}`,
    context,
  );
  for (const row of later) dues = await replay(tx, row, dues, context);
  await reopenLoansOwingAgain(tx, [...dues.keys()], reversalRow!, context);
  await recordAudit(tx, {
    actorId: context.actorId,
    action: "receipt.reversed",
    entity: RECEIPT_ENTITY,
    entityId: receipt.id,
    after: {
      reversalId: reversalRow!.id,
      reversalNumber: reversalRow!.receiptNumber,
      replayed: later.map((row) => row.receiptNumber),
      reason,
    },
    at: context.at,
  });
  return reversalRow!;
}

async function insertLines(
  tx: Executor,
  receiptId: string,
  lines: readonly AllocationLine[],
  allocatedOn: string,
  at: Date,
) {
  if (lines.length === 0) return;
  await tx.insert(receiptAllocations).values(
    lines.map((line) => ({
      id: randomUUID(),
      receiptId,
      emiId: line.dueId,
      component: line.component,
      amountPaise: line.amountPaise,
      allocatedOn,
      createdAt: at,
    })),
  );
}

/** Appropriates a later receipt afresh over the dues of its scope as they now stand; its excess is recomputed. */
async function replay(tx: Executor, row: ReceiptRow, dues: Map<string, EmiRow>, context: PostingContext) {
  const target = dueScopeOf(row);
  if (!target) return dues;
  const open = await lockPayableDues(tx, dueScopeCondition(target.scope, row.lenderId));
  const current = new Map(dues);
  for (const emi of open) current.set(emi.id, emi);
  const plan = await planReceipt(tx, row.amountPaise, open, target, row.receivedOn, row.programmeId);
  const moved = await writeReceiptPlan(tx, row, current, plan, "", context);
  await tx
    .update(receipts)
    .set({
      unappliedPaise: plan.unappliedPaise,
      details: JSON.stringify(withPayoffDetails(JSON.parse(row.details ?? "{}"), plan.payoff)),
      version: sql`${receipts.version} + 1`,
      updatedAt: context.at,
    })
    .where(eq(receipts.id, row.id));
  return moved;
}
