import type { DayEndRun } from "@domain/api/delinquency";
import type { BusinessDate } from "@domain/dates/business-date";
import { eq, min, sql } from "drizzle-orm";
import type { Database, Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { dpdBorrowerDays, dpdDayEndRuns, dpdTrancheDays } from "@server/db/schema/delinquency";
import { expireMandates } from "../mandates/mandate-expiry";
import { createHeldTable } from "./day-end-hold";
import { createPenalTable, insertPenalLines, movePenalDues, penalChargedOn } from "./day-end-penal";
import { createDuesTable, createTranchesTable, insertBorrowerDays, insertTrancheDays } from "./day-end-sql";

export type DayEndInput = { asOfDate: BusinessDate; ranBy: string | null; now: () => Date };

const toRun = (row: typeof dpdDayEndRuns.$inferSelect): DayEndRun => ({
  asOfDate: row.asOfDate,
  ranAt: row.ranAt.toISOString(),
  trancheCount: row.trancheCount,
  borrowerCount: row.borrowerCount,
  durationMs: row.durationMs,
  runCount: row.runCount,
  penalChargedPaise: row.penalChargedPaise,
});

/** The day-end run of a date, if it has run. */
/** The ledger's first due date (null while nothing is due at all): the earliest day a day-end can classify. */
export async function firstDueDate(db: Executor): Promise<BusinessDate | null> {
  const [row] = await db.select({ first: min(emis.dueDate) }).from(emis);
  return (row?.first as BusinessDate | null | undefined) ?? null;
}

export async function dayEndRunOf(db: Executor, asOfDate: BusinessDate): Promise<DayEndRun | null> {
  const [row] = await db.select().from(dpdDayEndRuns).where(eq(dpdDayEndRuns.asOfDate, asOfDate));
  return row ? toRun(row) : null;
}

/** Raises the date's overdue penal (`day-end-penal.ts`) before the dues are summed: the rows count it. */
async function raisePenal(tx: Executor, { asOfDate, ranBy, now }: DayEndInput): Promise<void> {
  const at = now();
  await tx.execute(createPenalTable(asOfDate));
  await tx.execute(insertPenalLines(asOfDate, ranBy, at));
  await tx.execute(movePenalDues(at));
}

/**
 * The day-end delinquency run: raises the date's overdue penal, classifies every tranche and borrower still
 * owing at the end of `asOfDate` from the ledger and stores it, and completes the registered mandates past
 * their end date (`expireMandates`, answered as `expiredMandates`), in one transaction. Idempotent per date: a
 * re-run replaces the date's rows and penal (its run record counts the runs); the run record is written
 * first, so concurrent runs of one date queue on its row lock.
 */
export async function runDayEnd(
  db: Database,
  input: DayEndInput,
): Promise<DayEndRun & { expiredMandates: number }> {
  const started = performance.now();
  const { asOfDate } = input;
  return db.transaction(async (tx) => {
    await tx
      .insert(dpdDayEndRuns)
      .values({
        asOfDate,
        ranAt: input.now(),
        ranBy: input.ranBy,
        trancheCount: 0,
        borrowerCount: 0,
        durationMs: 0,
      })
      .onConflictDoUpdate({
        target: dpdDayEndRuns.asOfDate,
        set: {
          ranAt: input.now(),
          ranBy: input.ranBy,
          runCount: sql`${dpdDayEndRuns.runCount} + 1`,
        },
      });
    await tx.delete(dpdTrancheDays).where(eq(dpdTrancheDays.asOfDate, asOfDate));
    await tx.delete(dpdBorrowerDays).where(eq(dpdBorrowerDays.asOfDate, asOfDate));
    // The run sorts and hashes a million dues: with the default 4 MB each step spills to disk in batches,
    // and compiling its few long statements (JIT) costs more than it saves.
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(createDuesTable(asOfDate));
    await raisePenal(tx, input);
    await tx.execute(createTranchesTable(asOfDate));
    await tx.execute(createHeldTable(asOfDate));
    await tx.execute(insertTrancheDays(asOfDate));
    await tx.execute(insertBorrowerDays(asOfDate));
    const expiredMandates = await expireMandates(tx, asOfDate, input.now());
    const [run] = await tx
      .update(dpdDayEndRuns)
      .set({
        trancheCount: sql`(SELECT count(*)::int FROM ${dpdTrancheDays} WHERE ${dpdTrancheDays.asOfDate} = ${asOfDate})`,
        borrowerCount: sql`(SELECT count(*)::int FROM ${dpdBorrowerDays} WHERE ${dpdBorrowerDays.asOfDate} = ${asOfDate})`,
        penalChargedPaise: penalChargedOn(asOfDate),
        durationMs: Math.round(performance.now() - started),
      })
      .where(eq(dpdDayEndRuns.asOfDate, asOfDate))
      .returning();
    if (!run) throw new Error(`The day-end run of ${asOfDate} vanished inside its own transaction`);
    return { ...toRun(run), expiredMandates };
  });
}
