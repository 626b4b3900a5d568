import { and, eq, isNull, sql } from "drizzle-orm";
import {
  LINE_NOT_MATCHED,
  LINE_STALE,
  MATCH_LEG_TWICE,
  type LineDecisionValues,
  type ManualMatchValues,
  matchSumMismatch,
  UNMATCH_POSTED_REVERSED,
} from "@domain/api/reconciliation";
import { businessDateAt } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "@server/db/database";
import { bankStatementLines, bankStatementMatches } from "@server/db/schema/bank-statements";
import { receipts } from "@server/db/schema/collections";
import { badRequest, conflict, VALIDATION_FAILED } from "@server/http/errors";
import { reverseReceipt } from "@server/modules/collections/receipts/reverse-receipt";
import { applyMatch, LINE_ENTITY, lockSuspenseLine } from "./apply-match";

type ActionContext = { db: Database; actorId: string; at: Date };
const rupees = (paise: number) => formatInr(paise, { currency: true });

/** Who decided a line's state and when, with its version moved on. */
const decided = (context: ActionContext) => ({
  decidedBy: context.actorId,
  decidedAt: context.at,
  version: sql`${bankStatementLines.version} + 1`,
});

/**
 * A person's match of a credit in suspense to one or more dues or receipts (a split): the amounts must add up
 * to the credit plus the fee, a receipt is taken whole, a due for at most what it owes; each due gets its
 * receipt through the collections poster. 409 when the credit moved on since it was read.
 */
export async function manualMatch(context: ActionContext, lineId: string, values: ManualMatchValues) {
  const legs = values.legs.map((leg) => ({
    kind: leg.kind,
    id: leg.id,
    amountPaise: parseRupees(leg.amount),
  }));
  const twice = legs.findIndex((leg, index) => legs.findIndex((other) => other.id === leg.id) !== index);
  if (twice >= 0)
    throw badRequest(VALIDATION_FAILED, [{ field: `legs.${twice}.id`, message: MATCH_LEG_TWICE }]);
  const feePaise = values.fee ? parseRupees(values.fee) : 0;
  await context.db.transaction(async (tx) => {
    const line = await lockSuspenseLine(tx, lineId, values.version);
    const sum = legs.reduce((total, leg) => total + leg.amountPaise, 0);
    if (sum !== line.creditPaise + feePaise)
      throw badRequest(VALIDATION_FAILED, [
        { field: "legs", message: matchSumMismatch(rupees(line.creditPaise), rupees(sum)) },
      ]);
    await applyMatch(
      tx,
      line,
      { method: "MANUAL", rule: "MANUAL", confidence: 100, feePaise, legs },
      context,
    );
  });
}

/**
 * Undoes a credit's match: the receipts the match posted are reversed through the collections reversal (the
 * dues owe again), the receipts it reconciled await their credit again; the legs are kept, stamped; the credit
 * returns to suspense. Audited with the reason.
 */
export async function unmatchLine(context: ActionContext, lineId: string, values: LineDecisionValues) {
  await context.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId))
      .for("update");
    if (!line || line.version !== values.version) throw conflict(LINE_STALE);
    if (line.state !== "MATCHED") throw conflict(LINE_NOT_MATCHED);
    const legs = await tx
      .select()
      .from(bankStatementMatches)
      .where(and(eq(bankStatementMatches.lineId, lineId), isNull(bankStatementMatches.unmatchedAt)));
    const posting = { actorId: context.actorId, at: context.at };
    for (const leg of legs.filter((candidate) => candidate.emiId)) {
      const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, leg.receiptId)).for("update");
      await reverseReceipt(
        tx,
        receipt!,
        `${UNMATCH_POSTED_REVERSED}: ${values.reason}`,
        businessDateAt(context.at),
        posting,
      );
    }
    await tx
      .update(bankStatementMatches)
      .set({ unmatchedBy: context.actorId, unmatchedAt: context.at })
      .where(and(eq(bankStatementMatches.lineId, lineId), isNull(bankStatementMatches.unmatchedAt)));
    await tx
      .update(bankStatementLines)
      .set({
        state: "SUSPENSE",
        matchMethod: null,
        confidence: null,
        feePaise: 0,
        ...decided(context),
      })
      .where(eq(bankStatementLines.id, lineId));
    await recordAudit(tx, {
      actorId: context.actorId,
      action: "reconciliation.unmatched",
      entity: LINE_ENTITY,
      entityId: lineId,
      before: {
        state: line.state,
        method: line.matchMethod,
        legs: legs.map((leg) => ({ receiptId: leg.receiptId, amountPaise: leg.amountPaise })),
      },
      after: { state: "SUSPENSE", reason: values.reason },
      at: context.at,
    });
  });
}

/** Marks a credit in suspense as returned to its remitter, with the reason; audited. */
export async function returnLine(context: ActionContext, lineId: string, values: LineDecisionValues) {
  await context.db.transaction(async (tx) => {
    const line = await lockSuspenseLine(tx, lineId, values.version);
    await tx
      .update(bankStatementLines)
      .set({
        state: "RETURNED",
        returnReason: values.reason,
        ...decided(context),
      })
      .where(eq(bankStatementLines.id, lineId));
    await recordAudit(tx, {
      actorId: context.actorId,
      action: "reconciliation.returned",
      entity: LINE_ENTITY,
      entityId: lineId,
      before: { state: line.state },
      after: { state: "RETURNED", reason: values.reason, creditPaise: line.creditPaise },
      at: context.at,
    });
  });
}
