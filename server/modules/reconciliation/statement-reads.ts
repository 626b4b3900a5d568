import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import {
  type LineState,
  type MatchMethod,
  type MatchRuleName,
  type ReconciliationReport,
  type Statement,
  STATEMENT_LINE_NOT_FOUND,
  STATEMENT_NOT_FOUND,
  type StatementLine,
  type StatementLinesFilter,
} from "@domain/api/reconciliation";
import type { Executor } from "@server/db/database";
import { rawRows } from "@server/db/raw-rows";
import { bankStatementLines, bankStatementMatches, bankStatements } from "@server/db/schema/bank-statements";
import { emis, receipts } from "@server/db/schema/collections";
import { users } from "@server/db/schema/users";
import { keysetBatches, type KeyValue, orderByKeys, type SortKey } from "@server/exports/keyset";
import { notFound } from "@server/http/errors";

type Tally = { count: number; paise: number };
type ReportRow = {
  statement_id: string;
  credits: string;
  credit_paise: string;
  auto: string;
  auto_paise: string;
  manual: string;
  manual_paise: string;
  suspense: string;
  suspense_paise: string;
  returned: string;
  returned_paise: string;
  debits: string;
  debit_paise: string;
};

const tally = (n: string, paise: string): Tally => ({ count: Number(n), paise: Number(paise) });

function reportOf(row: ReportRow | undefined): ReconciliationReport {
  const zero = { count: 0, paise: 0 };
  if (!row)
    return {
      credits: zero,
      matchedAuto: zero,
      matchedManual: zero,
      suspense: zero,
      returned: zero,
      debits: zero,
      matchedPercent: 0,
    };
  const credits = tally(row.credits, row.credit_paise);
  const matched = Number(row.auto) + Number(row.manual);
  return {
    credits,
    matchedAuto: tally(row.auto, row.auto_paise),
    matchedManual: tally(row.manual, row.manual_paise),
    suspense: tally(row.suspense, row.suspense_paise),
    returned: tally(row.returned, row.returned_paise),
    debits: tally(row.debits, row.debit_paise),
    matchedPercent: credits.count === 0 ? 0 : Math.round((matched * 10_000) / credits.count) / 100,
  };
}

/** The reconciliation report of each statement named: its credits by outcome, counts and amounts. */
async function reportsOf(db: Executor, statementIds: readonly string[]) {
  if (statementIds.length === 0) return new Map<string, ReconciliationReport>();
  const rows = rawRows<ReportRow>(
    await db.execute(sql`SELECT statement_id,
        count(*) FILTER (WHERE state <> 'DEBIT') AS credits, coalesce(sum(credit_paise), 0) AS credit_paise,
        count(*) FILTER (WHERE state = 'MATCHED' AND match_method = 'AUTO') AS auto,
        coalesce(sum(credit_paise) FILTER (WHERE state = 'MATCHED' AND match_method = 'AUTO'), 0) AS auto_paise,
        count(*) FILTER (WHERE state = 'MATCHED' AND match_method = 'MANUAL') AS manual,
        coalesce(sum(credit_paise) FILTER (WHERE state = 'MATCHED' AND match_method = 'MANUAL'), 0) AS manual_paise,
        count(*) FILTER (WHERE state = 'SUSPENSE') AS suspense,
        coalesce(sum(credit_paise) FILTER (WHERE state = 'SUSPENSE'), 0) AS suspense_paise,
        count(*) FILTER (WHERE state = 'RETURNED') AS returned,
        coalesce(sum(credit_paise) FILTER (WHERE state = 'RETURNED'), 0) AS returned_paise,
        count(*) FILTER (WHERE state = 'DEBIT') AS debits, coalesce(sum(debit_paise), 0) AS debit_paise
      FROM bank_statement_lines
      WHERE statement_id IN (${sql.join(
        statementIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      GROUP BY statement_id`),
  );
  return new Map(rows.map((row) => [row.statement_id, reportOf(row)]));
}

const statementSelect = (db: Executor) =>
  db
    .select({ statement: bankStatements, uploadedByName: users.name })
    .from(bankStatements)
    .leftJoin(users, eq(users.id, bankStatements.uploadedBy))
    .$dynamic();

type StatementRecord = { statement: typeof bankStatements.$inferSelect; uploadedByName: string | null };

const toStatement = (
  { statement, uploadedByName }: StatementRecord,
  report: ReconciliationReport,
): Statement => ({
  id: statement.id,
  fileName: statement.fileName,
  bankName: statement.bankName,
  periodFrom: statement.periodFrom,
  periodTo: statement.periodTo,
  lineCount: statement.lineCount,
  uploadedAt: statement.uploadedAt.toISOString(),
  uploadedByName,
  report,
});

/** The statements named, each with its report. */
async function withReports(db: Executor, rows: readonly StatementRecord[]): Promise<Statement[]> {
  const reports = await reportsOf(
    db,
    rows.map((row) => row.statement.id),
  );
  return rows.map((row) => toStatement(row, reports.get(row.statement.id) ?? reportOf(undefined)));
}

const NEWEST_UPLOAD_FIRST: SortKey[] = [
  { column: bankStatements.uploadedAt, cast: "timestamptz", descending: true },
  { column: bankStatements.id, cast: "uuid", descending: true },
];

/** The statements, newest upload first, each with its report (statements are platform-wide: money staff). */
export async function listStatements(db: Executor, page: number, pageSize: number) {
  const rows = await statementSelect(db)
    .orderBy(...orderByKeys(NEWEST_UPLOAD_FIRST))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(bankStatements);
  return { payload: await withReports(db, rows), total: total!.n };
}

/** Every statement, newest upload first, each with its report, batch by batch (the list's export). */
export function statementExportBatches(db: Executor) {
  return keysetBatches<Statement>({
    keys: NEWEST_UPLOAD_FIRST,
    keyOf: (statement) => [statement.uploadedAt, statement.id],
    read: async (after, limit) =>
      withReports(
        db,
        await statementSelect(db)
          .where(after)
          .orderBy(...orderByKeys(NEWEST_UPLOAD_FIRST))
          .limit(limit),
      ),
  });
}

/** One statement with its report; 404 when there is none. */
export async function readStatement(db: Executor, id: string): Promise<Statement> {
  const [row] = await statementSelect(db).where(eq(bankStatements.id, id));
  if (!row) throw notFound(STATEMENT_NOT_FOUND);
  return toStatement(row, (await reportsOf(db, [id])).get(id) ?? reportOf(undefined));
}

/** The live legs of the lines named, by line. */
async function legsOf(db: Executor, lineIds: readonly string[]) {
  if (lineIds.length === 0) return new Map<string, StatementLine["legs"]>();
  const rows = await db
    .select({
      leg: bankStatementMatches,
      receiptNumber: receipts.receiptNumber,
      borrowerName: receipts.borrowerName,
      trancheRef: emis.trancheRef,
      matchedByName: users.name,
    })
    .from(bankStatementMatches)
    .innerJoin(receipts, eq(receipts.id, bankStatementMatches.receiptId))
    .leftJoin(emis, eq(emis.id, bankStatementMatches.emiId))
    .leftJoin(users, eq(users.id, bankStatementMatches.matchedBy))
    .where(
      and(
        inArray(bankStatementMatches.lineId, [...lineIds]),
        sql`${bankStatementMatches.unmatchedAt} IS NULL`,
      ),
    )
    .orderBy(
      asc(bankStatementMatches.matchedAt),
      asc(emis.dueDate),
      asc(receipts.receivedOn),
      asc(bankStatementMatches.id),
    );
  const byLine = new Map<string, StatementLine["legs"]>();
  for (const row of rows) {
    const list = byLine.get(row.leg.lineId) ?? [];
    list.push({
      id: row.leg.id,
      receiptId: row.leg.receiptId,
      receiptNumber: row.receiptNumber,
      emiId: row.leg.emiId,
      trancheRef: row.trancheRef,
      borrowerName: row.borrowerName,
      amountPaise: row.leg.amountPaise,
      method: row.leg.method as MatchMethod,
      rule: row.leg.rule as MatchRuleName,
      confidence: row.leg.confidence,
      matchedByName: row.matchedByName,
      matchedAt: row.leg.matchedAt.toISOString(),
    });
    byLine.set(row.leg.lineId, list);
  }
  return byLine;
}

type LineRecord = { line: typeof bankStatementLines.$inferSelect; fileName: string };

async function toLines(db: Executor, rows: readonly LineRecord[]): Promise<StatementLine[]> {
  const legs = await legsOf(
    db,
    rows.map((row) => row.line.id),
  );
  return rows.map(({ line, fileName }) => ({
    id: line.id,
    statementId: line.statementId,
    fileName,
    rowNumber: line.rowNumber,
    valueDate: line.valueDate,
    narration: line.narration,
    reference: line.reference,
    debitPaise: line.debitPaise,
    creditPaise: line.creditPaise,
    balancePaise: line.balancePaise,
    state: line.state as LineState,
    matchMethod: line.matchMethod as MatchMethod | null,
    confidence: line.confidence,
    feePaise: line.feePaise,
    returnReason: line.returnReason,
    version: line.version,
    legs: legs.get(line.id) ?? [],
  }));
}

const lineSelect = (db: Executor) =>
  db
    .select({ line: bankStatementLines, fileName: bankStatements.fileName })
    .from(bankStatementLines)
    .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
    .$dynamic();

const linesWhere = (query: StatementLinesFilter) =>
  and(
    query.statementId ? eq(bankStatementLines.statementId, query.statementId) : undefined,
    query.state ? eq(bankStatementLines.state, query.state) : undefined,
  );

/** One statement's lines in file order, every statement's by date; the id last, so each has its place. */
function lineOrder(query: StatementLinesFilter): {
  keys: SortKey[];
  keyOf: (line: StatementLine) => KeyValue[];
} {
  const id: SortKey = { column: bankStatementLines.id, cast: "uuid", descending: false };
  return query.statementId
    ? {
        keys: [{ column: bankStatementLines.rowNumber, cast: "integer", descending: false }, id],
        keyOf: (line) => [line.rowNumber, line.id],
      }
    : {
        keys: [{ column: bankStatementLines.valueDate, cast: "date", descending: false }, id],
        keyOf: (line) => [line.valueDate, line.id],
      };
}

/**
 * Lines of one statement in file order, or of every statement by date (the suspense queue when `state` is
 * SUSPENSE), optionally of one state, each with its live match legs.
 */
export async function readLines(
  db: Executor,
  query: StatementLinesFilter & { page: number; pageSize: number },
) {
  if (query.statementId) await readStatement(db, query.statementId);
  const where = linesWhere(query);
  const rows = await lineSelect(db)
    .where(where)
    .orderBy(...orderByKeys(lineOrder(query).keys))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(bankStatementLines).where(where);
  return { payload: await toLines(db, rows), total: total!.n };
}

/** Every line the list's filters select, in the list's order, with its legs, batch by batch (its export). */
export async function* lineExportBatches(
  db: Executor,
  query: StatementLinesFilter,
): AsyncGenerator<StatementLine[]> {
  if (query.statementId) await readStatement(db, query.statementId);
  const where = linesWhere(query);
  const { keys, keyOf } = lineOrder(query);
  yield* keysetBatches<StatementLine>({
    keys,
    keyOf,
    read: async (after, limit) =>
      toLines(
        db,
        await lineSelect(db)
          .where(and(where, after))
          .orderBy(...orderByKeys(keys))
          .limit(limit),
      ),
  });
}

/** One line with its legs; 404 when there is none. */
export async function readLine(db: Executor, id: string): Promise<StatementLine> {
  const rows = await lineSelect(db).where(eq(bankStatementLines.id, id));
  if (rows.length === 0) throw notFound(STATEMENT_LINE_NOT_FOUND);
  return (await toLines(db, rows))[0]!;
}
