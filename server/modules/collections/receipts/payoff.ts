import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, max, notInArray, sql, type SQL } from "drizzle-orm";
import type { BusinessDate } from "@domain/dates/business-date";
import type { InterestCalculationBasis } from "@domain/enums/finance";
import { coolingOffEndsOn } from "@domain/lending/cooling-off";
import { type FuturePayoff, futurePayoff } from "@domain/lending/payoff";
import { interestForDays } from "@domain/lending/periodic-rate";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { emiInterestRebates } from "@server/db/schema/interest-rebates";
import { invoices } from "@server/db/schema/invoices";
import { loans } from "@server/db/schema/loans";
import { conflict } from "@server/http/errors";
import { applyLoanTransition } from "@server/modules/loans/loans/loan-transition";
import { EMI_ENTITY, type EmiRow, STALE_EMI_MESSAGE } from "../emis/emi-transition";
import type { DueScope } from "./due-scope";
import type { PostingContext } from "./emi-paid-columns";
import { outstandingOf } from "./open-dues";

/** The statuses of a due at the bank (in a presentation file or presented): a payoff waits for its result. */
const AT_THE_BANK = ["SCHEDULED", "INITIATED"] as const;
const SETTLED = ["COMPLETED", "CANCELLED"] as const;

/** The tranche a scope names, when it names one: only a loan or an invoice can be paid off. */
const trancheCondition = (scope: DueScope): SQL | null =>
  scope.kind === "loan"
    ? eq(emis.loanId, scope.loanId)
    : scope.kind === "invoice"
      ? eq(emis.invoiceId, scope.invoiceId)
      : null;

/** The tranche's rate and the day its interest started: the loan's, else the invoice's (a yearly rate). */
async function trancheTerms(tx: Executor, due: EmiRow) {
  if (due.loanId) {
    const [loan] = await tx
      .select({
        rate: loans.interestRatePercent,
        basis: loans.rateCalDuration,
        from: loans.disbursedOn,
        apr: loans.aprPercent,
      })
      .from(loans)
      .where(eq(loans.id, due.loanId));
    return loan && { ...loan, basis: loan.basis as InterestCalculationBasis };
  }
  const [invoice] = await tx
    .select({ rate: invoices.interestRatePercent, from: invoices.actualPaymentDate })
    .from(invoices)
    .where(eq(invoices.id, due.invoiceId!));
  return invoice && { ...invoice, basis: "YEARLY" as InterestCalculationBasis, apr: null };
}

/** A tranche's payoff, and the last day of the loan's cooling-off when the payoff falls within it. */
export type TranchePayoff = FuturePayoff & { coolingOffUntil: BusinessDate | null };

/**
 * What pays off the dues of `scope` not yet payable on `on` (`dues`: its open dues, locked): their principal
 * and the current period's interest to that day, the period running from the due date before it (else the
 * disbursal). Within a loan's cooling-off (`coolingOffEndsOn`) that interest is the loan's APR for the days
 * held instead: the exit the KFS discloses, principal and proportionate APR, no penalty. Null when the scope
 * is no single tranche, nothing is still to come, or a due is at the bank.
 */
export async function payoffOfFuture(
  tx: Executor,
  scope: DueScope,
  dues: readonly EmiRow[],
  on: BusinessDate,
): Promise<TranchePayoff | null> {
  const tranche = trancheCondition(scope);
  const future = dues.filter((emi) => emi.dueDate > on);
  if (!tranche || future.length === 0) return null;
  const [atBank] = await tx
    .select({ id: emis.id })
    .from(emis)
    .where(and(tranche, inArray(emis.status, [...AT_THE_BANK])))
    .limit(1);
  const terms = await trancheTerms(tx, future[0]!);
  if (atBank || !terms?.from) return null;
  const first = future.reduce((a, b) => (b.dueDate < a.dueDate ? b : a));
  const [before] = await tx
    .select({ last: max(emis.dueDate) })
    .from(emis)
    .where(and(tranche, lt(emis.dueDate, first.dueDate), notInArray(emis.status, ["CANCELLED"])));
  const lastDue = future.reduce((a, b) => (b.dueDate > a.dueDate ? b : a)).dueDate;
  const coolingOffUntil = terms.apr === null ? null : coolingOffEndsOn(terms.from, lastDue);
  const exiting = coolingOffUntil !== null && on <= coolingOffUntil;
  const payoff = futurePayoff({
    on,
    dues: future.map((emi) => ({
      id: emi.id,
      dueDate: emi.dueDate,
      installmentNumber: emi.installmentNumber,
      outstandingPaise: outstandingOf(emi),
    })),
    periodStart: (before?.last as string | null) ?? terms.from,
    interestForDays: (balance, days) =>
      exiting
        ? interestForDays(terms.apr!, "YEARLY", balance, days)
        : interestForDays(terms.rate, terms.basis, balance, days),
  });
  return { ...payoff, coolingOffUntil: exiting ? coolingOffUntil : null };
}

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
  const moved = new Map<string, EmiRow>();
  if (receiptIds.length === 0) return moved;
  const net = await tx
    .select({ emiId: emiInterestRebates.emiId, amount: sql<string>`sum(${emiInterestRebates.amountPaise})` })
    .from(emiInterestRebates)
    .where(inArray(emiInterestRebates.receiptId, [...receiptIds]))
    .groupBy(emiInterestRebates.emiId);
  const owed = net
    .map((row) => ({ emiId: row.emiId, amountPaise: Number(row.amount) }))
    .filter((row) => row.amountPaise > 0);
  if (owed.length === 0) return moved;
  const locked = await tx
    .select()
    .from(emis)
    .where(
      inArray(
        emis.id,
        owed.map((row) => row.emiId),
      ),
    )
    .for("update");
  await tx.insert(emiInterestRebates).values(
    owed.map((row) => ({
      id: randomUUID(),
      emiId: row.emiId,
      receiptId: reversal.id,
      amountPaise: -row.amountPaise,
      rebatedOn: on,
      createdBy: context.actorId,
      createdAt: context.at,
    })),
  );
  for (const emi of locked) {
    const amount = owed.find((row) => row.emiId === emi.id)!.amountPaise;
    moved.set(
      emi.id,
      await moveInterestDue(tx, emi, amount, `Owed again: reversal ${reversal.receiptNumber}`, context),
    );
  }
  return moved;
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
