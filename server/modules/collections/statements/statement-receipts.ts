import type { DueComponent } from "@domain/collections/appropriation";
import { humanize } from "@domain/enums/labels";

export type Split = Record<DueComponent, number>;
export const noSplit = (): Split => ({ PENAL: 0, INTEREST: 0, PRINCIPAL: 0 });

type AllocationRow = {
  emiId: string;
  component: string;
  amountPaise: number;
  allocatedOn: string;
  receiptId: string;
  receiptNumber: string;
  channel: string;
  utr: string | null;
};

/**
 * The statement's line per receipt: a credit of what it paid of these dues, split by component; a reversal
 * (seen as reported) is a debit of what its receipt had paid.
 */
export function receiptEntries(
  allocations: readonly AllocationRow[],
  trancheRefOf: ReadonlyMap<string, string>,
) {
  const byReceipt = new Map<string, { rows: AllocationRow[]; split: Split }>();
  for (const row of allocations) {
    const entry = byReceipt.get(row.receiptId) ?? { rows: [], split: noSplit() };
    entry.rows.push(row);
    entry.split[row.component as DueComponent] += row.amountPaise;
    byReceipt.set(row.receiptId, entry);
  }
  return [...byReceipt.values()].map(({ rows, split }) => {
    const head = rows[0]!;
    const refs = [...new Set(rows.map((row) => trancheRefOf.get(row.emiId) ?? ""))];
    const reversal = head.channel === "REVERSAL";
    return {
      id: head.receiptId,
      date: rows.reduce((min, row) => (row.allocatedOn < min ? row.allocatedOn : min), head.allocatedOn),
      kind: "RECEIPT" as const,
      trancheRef: refs.length === 1 ? (refs[0] ?? null) : null,
      reference: head.utr && !reversal ? `${head.receiptNumber} (UTR ${head.utr})` : head.receiptNumber,
      description: reversal ? "Reversal of a receipt" : `Receipt: ${humanize(head.channel)}`,
      split: reversal
        ? { PENAL: -split.PENAL, INTEREST: -split.INTEREST, PRINCIPAL: -split.PRINCIPAL }
        : split,
      sign: reversal ? 1 : -1,
    };
  });
}
