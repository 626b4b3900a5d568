import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { emiCharges, emis } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";
import { type EmiRow, STALE_EMI_MESSAGE } from "../emis/emi-transition";
import { moveEmiPaid, type PostingContext } from "./emi-paid-columns";
import { moveLockedDues } from "./locked-dues";
import { type PenalLine, penalTotal } from "./penal-adjustments";

/** Moves one EMI's penal due by `deltaPaise` at its version (409 when someone changed it meanwhile). */
async function movePenalDue(tx: Executor, emi: EmiRow, deltaPaise: number, at: Date): Promise<EmiRow> {
  const [row] = await tx
    .update(emis)
    .set({
      penalDuePaise: emi.penalDuePaise + deltaPaise,
      version: sql`${emis.version} + 1`,
      updatedAt: at,
    })
    .where(and(eq(emis.id, emi.id), eq(emis.version, emi.version)))
    .returning();
  if (!row) throw conflict(STALE_EMI_MESSAGE);
  return row;
}

/**
 * Writes `lines` as the receipt's `emi_charges` lines (who: the actor; when: now and `chargedOn`; why: `note`)
 * and moves each EMI's penal due with them. Answers `dues` as they now are.
 */
export async function writePenalLines(
  tx: Executor,
  dues: ReadonlyMap<string, EmiRow>,
  lines: readonly PenalLine[],
  receipt: { id: string; note: string | null },
  context: PostingContext,
): Promise<Map<string, EmiRow>> {
  const moved = new Map(dues);
  if (lines.length === 0) return moved;
  await tx.insert(emiCharges).values(
    lines.map((line) => ({
      id: randomUUID(),
      ...line,
      receiptId: receipt.id,
      note: receipt.note,
      createdBy: context.actorId,
      createdAt: context.at,
    })),
  );
  for (const emiId of new Set(lines.map((line) => line.emiId))) {
    const emi = moved.get(emiId);
    if (!emi) throw new Error(`EMI ${emiId} was not locked before its penal line`);
    const delta = penalTotal(lines.filter((line) => line.emiId === emiId));
    moved.set(emiId, await movePenalDue(tx, emi, delta, context.at));
  }
  return moved;
}

/** Settles the status of EMIs whose penal due moved without an allocation line (a waiver, its re-instatement). */
export async function settlePenalMoves(
  tx: Executor,
  dues: Map<string, EmiRow>,
  emiIds: Iterable<string>,
  on: string,
  reason: string,
  context: PostingContext,
): Promise<Map<string, EmiRow>> {
  for (const emiId of emiIds)
    dues.set(emiId, await moveEmiPaid(tx, dues.get(emiId)!, [], on, reason, context));
  return dues;
}

/**
 * A reversal re-instates the penal its receipt waived: one positive line reversing each WAIVER line (the
 * reversal receipt's), the EMIs locked and their penal due restored. Answers the EMIs it moved.
 */
export async function reinstateWaivers(
  tx: Executor,
  receiptId: string,
  reversal: { id: string; receiptNumber: string },
  on: string,
  context: PostingContext,
): Promise<Map<string, EmiRow>> {
  const waived = await tx
    .select()
    .from(emiCharges)
    .where(and(eq(emiCharges.receiptId, receiptId), eq(emiCharges.kind, "WAIVER")));
  const owed = new Map<string, number>();
  for (const line of waived) owed.set(line.emiId, (owed.get(line.emiId) ?? 0) - line.amountPaise);
  return moveLockedDues(
    tx,
    owed,
    () =>
      tx.insert(emiCharges).values(
        waived.map((line) => ({
          id: randomUUID(),
          emiId: line.emiId,
          kind: "WAIVER",
          chargedOn: on,
          amountPaise: -line.amountPaise,
          bearer: line.bearer,
          reversesId: line.id,
          receiptId: reversal.id,
          note: `Re-instated by reversal ${reversal.receiptNumber}`,
          createdBy: context.actorId,
          createdAt: context.at,
        })),
      ),
    (emi, delta) => movePenalDue(tx, emi, delta, context.at),
  );
}
