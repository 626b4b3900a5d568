import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { statementSameFile } from "@domain/api/reconciliation";
import { formatDate } from "@domain/dates/display-date";
import { recordAudit } from "@server/audit/audit-log";
import type { Database, Executor } from "@server/db/database";
import { bankStatements } from "@server/db/schema/bank-statements";
import { conflict } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import type { ParsedLine, ParsedStatement } from "./parse-statement";

export const STATEMENT_ENTITY = "bank_statement";
const INSERT_LINES = 5_000;

const param = <T>(lines: readonly ParsedLine[], cell: (line: ParsedLine) => T) => sql.param(lines.map(cell));

/** Lines in one statement each: every column is one array parameter, unnested. */
async function insertLines(tx: Executor, statementId: string, lines: readonly ParsedLine[]) {
  await tx.execute(sql`INSERT INTO bank_statement_lines (id, statement_id, row_number, value_date, narration, reference,
      debit_paise, credit_paise, balance_paise, state)
    SELECT gen_random_uuid(), ${statementId}::uuid, * FROM unnest(${param(lines, (line) => line.rowNumber)}::int[],
      ${param(lines, (line) => line.valueDate)}::date[], ${param(lines, (line) => line.narration)}::text[],
      ${param(lines, (line) => line.reference)}::text[], ${param(lines, (line) => line.debitPaise)}::bigint[],
      ${param(lines, (line) => line.creditPaise)}::bigint[], ${param(lines, (line) => line.balancePaise)}::bigint[],
      ${param(lines, (line) => (line.creditPaise > 0 ? "SUSPENSE" : "DEBIT"))}::text[])`);
}

async function assertNewFile(db: Executor, contentHash: string) {
  const [earlier] = await db
    .select({ fileName: bankStatements.fileName, uploadedAt: bankStatements.uploadedAt })
    .from(bankStatements)
    .where(eq(bankStatements.contentHash, contentHash));
  if (earlier) throw conflict(statementSameFile(earlier.fileName, formatDate(earlier.uploadedAt)));
}

/**
 * Stores an uploaded statement and its lines in one transaction (credits start in suspense, debits are kept
 * as DEBIT), audited. 409 naming the earlier upload when the same bytes were uploaded before: nothing changes.
 */
export async function createStatement(
  db: Database,
  file: { fileName: string; bankName: string | null; parsed: ParsedStatement },
  context: { actorId: string; at: Date },
): Promise<string> {
  const { parsed } = file;
  await assertNewFile(db, parsed.contentHash);
  const dates = parsed.lines.map((line) => line.valueDate).sort();
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(bankStatements).values({
        id,
        fileName: file.fileName,
        bankName: file.bankName,
        contentHash: parsed.contentHash,
        columnMapping: JSON.stringify(parsed.mapping),
        periodFrom: dates[0]!,
        periodTo: dates.at(-1)!,
        lineCount: parsed.lines.length,
        uploadedBy: context.actorId,
        uploadedAt: context.at,
      });
      for (let start = 0; start < parsed.lines.length; start += INSERT_LINES)
        await insertLines(tx, id, parsed.lines.slice(start, start + INSERT_LINES));
      await recordAudit(tx, {
        actorId: context.actorId,
        action: "reconciliation.statement_uploaded",
        entity: STATEMENT_ENTITY,
        entityId: id,
        after: {
          fileName: file.fileName,
          bankName: file.bankName,
          lines: parsed.lines.length,
          mapping: parsed.mapping,
        },
        at: context.at,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, "bank_statements_content_hash_unique"))
      await assertNewFile(db, parsed.contentHash);
    throw error;
  }
  return id;
}
