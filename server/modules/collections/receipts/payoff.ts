import { randomUUID } from "node:crypto";
import { and, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { BusinessDate } from "@domain/dates/business-date";
import type { FuturePayoff } from "@domain/lending/payoff";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { emiInterestRebates } from "@server/db/schema/interest-rebates";
import { loans } from "@server/db/schema/loans";
import { conflict } from "@server/http/errors";
import { applyLoanTransition } from "@server/modules/loans/loans/loan-transition";
import { EMI_ENTITY, type EmiRow, STALE_EMI_MESSAGE } from "../emis/emi-transition";
import type { PostingContext } from "./emi-paid-columns";
import { moveLockedDues } from "./locked-dues";

const SETTLED = ["COMPLETED", "CANCELLED"] as const;

/** Moves one EMI's interest due by `deltaPaise` at its version (409 when someone changed it meanwhile). */
async function moveInterestDue(
  tx: Executor,
  emi: EmiRow,
  deltaPaise: number,
  reason: string,
  context: PostingContext,
) {
  const [row] = await tx
    .update(emis)
    .set({
      interestDuePaise: emi.interestDuePaise + deltaPaise,
      version: sql`${emis.version} + 1`,
      updatedAt: context.at,
    })
    .where(and(eq(emis.id, emi.id), eq(emis.version, emi.version)))
    .returning();
  if (!row) throw conflict(STALE_EMI_MESSAGE);
  await recordAudit(tx, {
    actorId: context.actorId,
    action: deltaPaise < 0 ? "interestNotDue" : "interestDueAgain",
    entity: EMI_ENTITY,
    entityId: emi.id,
    before: { interestDuePaise: emi.interestDuePaise },
    after: { interestDuePaise: row.interestDuePaise, reason },
    at: context.at,
  });
  return row;
}

/**
 * Takes the interest a payoff made not owed off its dues, one `emi_interest_rebates` line each (the receipt's),
 * before the payoff's allocation lines complete them. Answers `dues` as they now are.
 */
export async function writeInterestRebates(
  tx: Executor,
  dues: ReadonlyMap<string, EmiRow>,
  rebates: FuturePayoff["interestNotDue"],
  receipt: { id: string; receiptNumber: string },
  on: BusinessDate,
  context: PostingContext,
): Promise<Map<string, EmiRow>> {
  const moved = new Map(dues);
  if (rebates.length === 0) return moved;
  await tx.insert(emiInterestRebates).values(
    rebates.map((line) => ({
      id: randomUUID(),
      emiId: line.dueId,
      receiptId: receipt.id,
      amountPaise: line.amountPaise,
      rebatedOn: on,
      createdBy: context.actorId,
      createdAt: context.at,
    })),
  );
  for (const line of rebates) {
    const emi = moved.get(line.dueId);
    if (!emi) throw new Error(`EMI ${line.dueId} was not locked before its interest rebate`);
    moved.set(
      line.dueId,
      await moveInterestDue(
        tx,
        emi,
        -line.amountPaise,
        `Paid off by receipt ${receipt.receiptNumber}`,
        context,
      ),
    );
  }
  return moved;
}

/**
 * A reversal puts back the interest its receipts' payoffs took off (`receiptIds`: the reversed receipt and the
 * later ones it undoes before replaying them): a negative line each, the reversal's, and the dues' interest
 * restored. Answers the EMIs it moved.
 */
export async function reinstateInterest(
  tx: Executor,
  receiptIds: readonly string[],
  reversal: { id: string; receiptNumber: string },
  on: BusinessDate,
  context: PostingContext,
): Promise<Map<string, EmiRow>> {
  if (receiptIds.length === 0) return new Map();
  const net = await tx
    .select({ emiId: emiInterestRebates.emiId, amount: sql<string>`sum(${emiInterestRebates.amountPaise})` })
    .from(emiInterestRebates)
    .where(inArray(emiInterestRebates.receiptId, [...receiptIds]))
    .groupBy(emiInterestRebates.emiId);
  const owed = new Map(
    net.map((row) => [row.emiId, Number(row.amount)] as const).filter(([, amountPaise]) => amountPaise > 0),
  );
  return moveLockedDues(
    tx,
    owed,
    () =>
      tx.insert(emiInterestRebates).values(
        [...owed].map(([emiId, amountPaise]) => ({
          id: randomUUID(),
          emiId,
          receiptId: reversal.id,
          amountPaise: -amountPaise,
          rebatedOn: on,
          createdBy: context.actorId,
          createdAt: context.at,
        })),
      ),
    (emi, amountPaise) =>
      moveInterestDue(tx, emi, amountPaise, `Owed again: reversal ${reversal.receiptNumber}`, context),
  );
}

/** The loans of the dues `condition` selects, each once. */
async function loanIdsOf(tx: Executor, condition: SQL): Promise<string[]> {
  const rows = await tx.select({ loanId: emis.loanId }).from(emis).where(condition);
  return [...new Set(rows.flatMap((row) => (row.loanId ? [row.loanId] : [])))];
}

/** The loans of `emiIds` that nothing is owed on any more (every due paid or cancelled), still ACTIVE. */
async function settledActiveLoans(tx: Executor, emiIds: readonly string[]) {
  if (emiIds.length === 0) return [];
  const loanIds = await loanIdsOf(tx, inArray(emis.id, [...emiIds]));
  if (loanIds.length === 0) return [];
  const stillOwing = new Set(
    await loanIdsOf(tx, and(inArray(emis.loanId, loanIds), notInArray(emis.status, [...SETTLED]))!),
  );
  const rows = await tx.select().from(loans).where(inArray(loans.id, loanIds)).for("update");
  return rows.filter((loan) => loan.status === "ACTIVE" && !stillOwing.has(loan.id));
}

/** Closes, through the loan machine, each loan a payoff left owing nothing (`emiIds`: the dues it paid). */
export async function closePaidOffLoans(
  tx: Executor,
  emiIds: readonly string[],
  receipt: { receiptNumber: string; receivedOn: string },
  context: PostingContext,
): Promise<void> {
  for (const loan of await settledActiveLoans(tx, emiIds))
    await applyLoanTransition(tx, {
      loan,
      action: "close",
      version: loan.version,
      actorId: context.actorId,
      at: context.at,
      set: { closedOn: receipt.receivedOn },
      reason: `Paid off by receipt ${receipt.receiptNumber}`,
    });
}

/** Reopens, through the loan machine, each CLOSED loan of `emiIds` a reversal left owing again. */
export async function reopenLoansOwingAgain(
  tx: Executor,
  emiIds: readonly string[],
  reversal: { receiptNumber: string },
  context: PostingContext,
): Promise<void> {
  if (emiIds.length === 0) return;
  const loanIds = await loanIdsOf(
    tx,
    and(inArray(emis.id, [...emiIds]), notInArray(emis.status, [...SETTLED]))!,
  );
  if (loanIds.length === 0) return;
  const rows = await tx.select().from(loans).where(inArray(loans.id, loanIds)).for("update");
  for (const loan of rows.filter((row) => row.status === "CLOSED"))
    await applyLoanTransition(tx, {
      loan,
      action: "reopen",
      version: loan.version,
      actorId: context.actorId,
      at: context.at,
      set: { closedOn: null },
      reason: `Owed again: reversal ${reversal.receiptNumber}`,
    });
}
