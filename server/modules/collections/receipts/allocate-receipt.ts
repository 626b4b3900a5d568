import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  type AllocationLine,
  appropriate,
  APPROPRIATION_ORDERS,
  type AppropriationOrder,
  DEFAULT_APPROPRIATION_ORDER,
} from "@domain/collections/appropriation";
import type { Executor } from "@server/db/database";
import { receiptAllocations } from "@server/db/schema/collections";
import { programmes } from "@server/db/schema/programmes";
import type { EmiRow } from "../emis/emi-transition";
import { moveEmiPaid, type PostingContext } from "./emi-paid-columns";
import { outstandingOf } from "./open-dues";

/** The programme's appropriation order when it has one configured, else the default. */
export async function appropriationOrderOf(
  db: Executor,
  programmeId: string | null,
): Promise<AppropriationOrder> {
  if (!programmeId) return DEFAULT_APPROPRIATION_ORDER;
  const [row] = await db
    .select({ order: programmes.appropriationOrder })
    .from(programmes)
    .where(eq(programmes.id, programmeId));
  const order = row?.order as AppropriationOrder | null | undefined;
  return order && APPROPRIATION_ORDERS.includes(order) ? order : DEFAULT_APPROPRIATION_ORDER;
}

/** The lines of `lines` that fall on each EMI. */
export function linesByEmi(lines: readonly AllocationLine[]): Map<string, AllocationLine[]> {
  const byEmi = new Map<string, AllocationLine[]>();
  for (const line of lines) byEmi.set(line.dueId, [...(byEmi.get(line.dueId) ?? []), line]);
  return byEmi;
}

/** Writes `lines` as the receipt's allocation lines and moves each EMI they touch (its paid columns and status). */
export async function writeAllocations(
  tx: Executor,
  receipt: { id: string; receiptNumber: string },
  lines: readonly AllocationLine[],
  dues: ReadonlyMap<string, EmiRow>,
  allocatedOn: string,
  context: PostingContext,
): Promise<Map<string, EmiRow>> {
  const moved = new Map(dues);
  if (lines.length === 0) return moved;
  await tx.insert(receiptAllocations).values(
    lines.map((line) => ({
      id: randomUUID(),
      receiptId: receipt.id,
      emiId: line.dueId,
      component: line.component,
      amountPaise: line.amountPaise,
      allocatedOn,
      createdAt: context.at,
    })),
  );
  for (const [emiId, emiLines] of linesByEmi(lines)) {
    const emi = moved.get(emiId);
    if (!emi) throw new Error(`EMI ${emiId} was not locked before its allocation`);
    moved.set(
      emiId,
      await moveEmiPaid(tx, emi, emiLines, allocatedOn, `Receipt ${receipt.receiptNumber}`, context),
    );
  }
  return moved;
}

export type AllocationOptions = { order: AppropriationOrder; excludePenal?: boolean };

/**
 * Appropriates `amountPaise` over `dues` (locked, oldest first) in `options.order`; a waived penal is left out
 * of the spread. Answers the lines; what is left is the receipt's unapplied amount.
 */
export function planAllocation(amountPaise: number, dues: readonly EmiRow[], options: AllocationOptions) {
  return appropriate(
    amountPaise,
    dues.map((emi) => {
      const outstanding = outstandingOf(emi);
      return {
        id: emi.id,
        dueDate: emi.dueDate,
        installmentNumber: emi.installmentNumber,
        outstandingPaise: options.excludePenal ? { ...outstanding, PENAL: 0 } : outstanding,
      };
    }),
    options.order,
  );
}
