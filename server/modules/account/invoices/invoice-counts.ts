import { sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { invoiceCounts } from "@server/db/schema/invoices";

/** What identifies a counter row: the programme (with its anchor and lender), the type and the status. */
export type CountKey = {
  programmeId: string;
  anchorId: string;
  lenderId: string;
  type: string;
  status: string;
};

/** Adds `delta` to one counter, creating it at need; runs in the caller's transaction. */
export async function bumpCount(db: Executor, key: CountKey, delta: number): Promise<void> {
  await db
    .insert(invoiceCounts)
    .values({
      programmeId: key.programmeId,
      anchorId: key.anchorId,
      lenderId: key.lenderId,
      type: key.type,
      status: key.status,
      count: delta,
    })
    .onConflictDoUpdate({
      target: [invoiceCounts.programmeId, invoiceCounts.type, invoiceCounts.status],
      set: { count: sql`${invoiceCounts.count} + ${delta}` },
    });
}

/** Moves one invoice from its old status's counter to its new one. */
export async function moveCount(db: Executor, key: CountKey, to: string): Promise<void> {
  await bumpCount(db, key, -1);
  await bumpCount(db, { ...key, status: to }, 1);
}
