import { inArray } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import type { EmiRow } from "../emis/emi-transition";

/**
 * Locks the dues `amounts` names (FOR UPDATE), lets `record` write the lines that justify the change, then
 * moves each due by its amount. Answers the EMIs moved, by id (none when `amounts` is empty).
 */
export async function moveLockedDues(
  tx: Executor,
  amounts: ReadonlyMap<string, number>,
  record: () => Promise<unknown>,
  move: (emi: EmiRow, amountPaise: number) => Promise<EmiRow>,
): Promise<Map<string, EmiRow>> {
  const moved = new Map<string, EmiRow>();
  if (amounts.size === 0) return moved;
  const locked = await tx
    .select()
    .from(emis)
    .where(inArray(emis.id, [...amounts.keys()]))
    .for("update");
  await record();
  for (const emi of locked) moved.set(emi.id, await move(emi, amounts.get(emi.id)!));
  return moved;
}
