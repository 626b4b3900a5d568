import { and, count, eq, gte, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { UtilityHistoryFilter, UtilityHistoryQuery, UtilityRun } from "@domain/api/admin-utility";
import type { PendingOperationState } from "@domain/api/pending-operations";
import { addDays, startOfBusinessDate } from "@domain/dates/business-date";
import type { AdminOperation } from "@domain/enums/users";
import type { Executor } from "@server/db/database";
import { adminOperations, pendingOperations, users } from "@server/db/schema/index";
import { keysetBatches, orderByKeys, type SortKey } from "@server/exports/keyset";

const target = alias(users, "target");
const runner = alias(users, "runner");
const decider = alias(users, "decider");

const runSelect = (db: Executor) =>
  db
    .select({
      run: adminOperations,
      userName: target.name,
      runByName: runner.name,
      decision: pendingOperations.decision,
      decidedByName: decider.name,
    })
    .from(adminOperations)
    .innerJoin(target, eq(target.id, adminOperations.userId))
    .innerJoin(runner, eq(runner.id, adminOperations.runBy))
    .leftJoin(pendingOperations, eq(pendingOperations.id, adminOperations.pendingOperationId))
    .leftJoin(decider, eq(decider.id, pendingOperations.decidedBy));

type Selected = Awaited<ReturnType<ReturnType<typeof runSelect>["execute"]>>[number];

const toRun = ({ run, userName, runByName, decision, decidedByName }: Selected): UtilityRun => ({
  id: run.id,
  operation: run.operation as AdminOperation,
  userId: run.userId,
  userName,
  input: run.input,
  outcome: run.outcome as UtilityRun["outcome"],
  message: run.message,
  runByName,
  runAt: run.runAt.toISOString(),
  pendingOperationId: run.pendingOperationId,
  approval: run.pendingOperationId ? ((decision ?? "PENDING") as PendingOperationState) : null,
  decidedByName: decidedByName ?? null,
});

export async function readUtilityRun(db: Executor, id: string): Promise<UtilityRun> {
  const [row] = await runSelect(db).where(eq(adminOperations.id, id));
  return toRun(row!);
}

/** The runs the history's filters select: by operation, user, outcome and the business days they ran on. */
function historyWhere(query: UtilityHistoryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.operation) conditions.push(eq(adminOperations.operation, query.operation));
  if (query.userId) conditions.push(eq(adminOperations.userId, query.userId));
  if (query.outcome) conditions.push(eq(adminOperations.outcome, query.outcome));
  if (query.runFrom)
    conditions.push(gte(adminOperations.runAt, new Date(startOfBusinessDate(query.runFrom))));
  if (query.runTo)
    conditions.push(lt(adminOperations.runAt, new Date(startOfBusinessDate(addDays(query.runTo, 1)))));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const NEWEST_FIRST: SortKey[] = [
  { column: adminOperations.runAt, cast: "timestamptz", descending: true },
  { column: adminOperations.id, cast: "uuid", descending: true },
];

/** The history, newest first, one page of it and how many runs match. */
export async function listUtilityRuns(
  db: Executor,
  query: UtilityHistoryQuery,
): Promise<{ payload: UtilityRun[]; total: number }> {
  const where = historyWhere(query);
  const [rows, [total]] = await Promise.all([
    runSelect(db)
      .where(where)
      .orderBy(...orderByKeys(NEWEST_FIRST))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(adminOperations).where(where),
  ]);
  return { payload: rows.map(toRun), total: total?.total ?? 0 };
}

/** Every run the history's filters select, newest first, batch by batch (the history's export). */
export function utilityRunExportBatches(db: Executor, query: UtilityHistoryFilter) {
  const where = historyWhere(query);
  return keysetBatches<UtilityRun>({
    keys: NEWEST_FIRST,
    keyOf: (run) => [run.runAt, run.id],
    read: async (after, limit) => {
      const rows = await runSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(NEWEST_FIRST))
        .limit(limit);
      return rows.map(toRun);
    },
  });
}
