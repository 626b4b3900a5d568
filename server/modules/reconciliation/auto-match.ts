import { and, eq, inArray } from "drizzle-orm";
import { matchCredits, type StatementCredit } from "@domain/reconciliation/match-credits";
import type { Database } from "@server/db/database";
import { bankStatementLines } from "@server/db/schema/bank-statements";
import { applyMatch, type LineRow } from "./apply-match";
import { expectedMoney } from "./expected-money";

type Logger = { warn: (details: object, message: string) => void };

/**
 * Runs the matcher over a statement's credits in suspense and applies each match it finds in its own
 * transaction (a due or receipt that moved meanwhile leaves that credit in suspense, the others go on).
 * Answers how many credits it matched.
 */
export async function autoMatchStatement(
  db: Database,
  statementId: string,
  context: { actorId: string; at: Date },
  log: Logger,
): Promise<number> {
  const lines = await db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.statementId, statementId), eq(bankStatementLines.state, "SUSPENSE")));
  if (lines.length === 0) return 0;
  const through = lines.reduce(
    (last, line) => (line.valueDate > last ? line.valueDate : last),
    lines[0]!.valueDate,
  );
  const expected = await expectedMoney(db, through);
  const kindOf = new Map(expected.map((item) => [item.id, item.kind]));
  const credits: StatementCredit[] = lines.map((line) => ({
    id: line.id,
    valueDate: line.valueDate,
    narration: line.narration,
    reference: line.reference,
    amountPaise: line.creditPaise,
  }));
  const byId = new Map<string, LineRow>(lines.map((line) => [line.id, line]));
  let matched = 0;
  for (const match of matchCredits(credits, expected)) {
    try {
      await db.transaction(async (tx) => {
        const [line] = await tx
          .select()
          .from(bankStatementLines)
          .where(
            and(eq(bankStatementLines.id, match.creditId), inArray(bankStatementLines.state, ["SUSPENSE"])),
          )
          .for("update");
        if (!line || line.version !== byId.get(match.creditId)!.version) return;
        await applyMatch(
          tx,
          line,
          {
            method: "AUTO",
            rule: match.rule,
            confidence: match.confidence,
            feePaise: match.feePaise,
            legs: match.legs.map((leg) => ({
              kind: kindOf.get(leg.expectedId)!,
              id: leg.expectedId,
              amountPaise: leg.amountPaise,
            })),
          },
          context,
        );
        matched += 1;
      });
    } catch (error) {
      log.warn({ err: error, lineId: match.creditId }, "an automatic match was left in suspense");
    }
  }
  return matched;
}
