import { and, eq, sql } from "drizzle-orm";
import type { AllocationLine } from "@domain/collections/appropriation";
import type { EmiAction } from "@domain/state-machines/emi";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";
import { applyEmiTransition, EMI_ENTITY, type EmiRow, STALE_EMI_MESSAGE } from "../emis/emi-transition";

/** Who posts (null: the mandate provider's webhook, a bank-confirmed NACH debit) and when. */
export type PostingContext = { actorId: string | null; at: Date };

type PaidColumns = Pick<EmiRow, "principalPaidPaise" | "interestPaidPaise" | "penalPaidPaise">;
const COLUMN = {
  PRINCIPAL: "principalPaidPaise",
  INTEREST: "interestPaidPaise",
  PENAL: "penalPaidPaise",
} as const;

const paidAfter = (emi: EmiRow, lines: readonly AllocationLine[]): PaidColumns => {
  const paid: PaidColumns = {
    principalPaidPaise: emi.principalPaidPaise,
    interestPaidPaise: emi.interestPaidPaise,
    penalPaidPaise: emi.penalPaidPaise,
  };
  for (const line of lines) paid[COLUMN[line.component]] += line.amountPaise;
  return paid;
};

/**
 * The EMI machine's moves from the EMI's status to what its paid columns now say: COMPLETED when nothing is
 * owed (a presented EMI's through its debitSuccess), PARTIAL_PAID when some is paid, PENDING when none is (a
 * reversal reopens through reversePayment).
 */
function movesFor(emi: EmiRow, paid: PaidColumns): EmiAction[] {
  const due = emi.principalDuePaise + emi.interestDuePaise + emi.penalDuePaise;
  const total = paid.principalPaidPaise + paid.interestPaidPaise + paid.penalPaidPaise;
  const settled = emi.status === "COMPLETED" || emi.status === "PARTIAL_PAID";
  if (total === due)
    return emi.status === "COMPLETED" ? [] : [emi.status === "INITIATED" ? "debitSuccess" : "pay"];
  if (total === 0) return settled ? ["reversePayment"] : [];
  if (emi.status === "COMPLETED") return ["reversePayment", "payPartial"];
  return emi.status === "PARTIAL_PAID" ? [] : ["payPartial"];
}

/**
 * Moves one EMI's paid columns by `lines` (positive for a receipt, negative for a reversal or a replay's undo)
 * and its status with them through `applyEmiTransition`, audited with `reason` (the receipt's number).
 * Answers the EMI as it now is.
 */
export async function moveEmiPaid(
  tx: Executor,
  emi: EmiRow,
  lines: readonly AllocationLine[],
  receivedOn: string,
  reason: string,
  context: PostingContext,
): Promise<EmiRow> {
  const paid = paidAfter(emi, lines);
  const moves = movesFor(emi, paid);
  let current = emi;
  if (moves.length === 0) {
    const [row] = await tx
      .update(emis)
      .set({ ...paid, version: sql`${emis.version} + 1`, updatedAt: context.at })
      .where(and(eq(emis.id, emi.id), eq(emis.version, emi.version)))
      .returning();
    if (!row) throw conflict(STALE_EMI_MESSAGE);
    await recordAudit(tx, {
      actorId: context.actorId,
      action: "allocate",
      entity: EMI_ENTITY,
      entityId: emi.id,
      before: { status: emi.status },
      after: { status: emi.status, reason },
      at: context.at,
    });
    return row;
  }
  for (const [index, action] of moves.entries()) {
    const last = index === moves.length - 1;
    const set = last ? { ...paid, paidOn: action === "pay" ? receivedOn : null } : { paidOn: null };
    const status = await applyEmiTransition(tx, {
      emi: current,
      action,
      version: current.version,
      actorId: context.actorId,
      at: context.at,
      set,
      reason,
    });
    current = { ...current, ...set, status, version: current.version + 1 };
  }
  return current;
}
