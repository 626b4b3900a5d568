import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { receipts } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";

/** A UTR as it is kept and compared: no spaces anywhere, upper case. */
export const normaliseUtr = (utr: string): string => utr.replace(/\s+/g, "").toUpperCase();

export const duplicateUtrMessage = (receiptNumber: string): string =>
  `This UTR is already recorded against receipt ${receiptNumber}`;

/** The live (not a reversal) receipt recorded under `utr`, if any. */
export async function receiptWithUtr(db: Executor, utr: string) {
  const [row] = await db
    .select({ id: receipts.id, receiptNumber: receipts.receiptNumber })
    .from(receipts)
    .where(and(eq(receipts.utr, normaliseUtr(utr)), isNull(receipts.reversesId)))
    .limit(1);
  return row ?? null;
}

/** 409 naming the receipt when `utr` is already recorded (one UTR, one receipt). */
export async function assertUtrFree(db: Executor, utr: string | null): Promise<void> {
  if (!utr) return;
  const existing = await receiptWithUtr(db, utr);
  if (existing) throw conflict(duplicateUtrMessage(existing.receiptNumber));
}
