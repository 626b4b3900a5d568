import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  LINE_NOT_IN_SUSPENSE,
  LINE_STALE,
  MATCH_LEG_UNKNOWN,
  type MatchMethod,
  type MatchRuleName,
  matchLegTooLarge,
  matchReceiptAmount,
} from "@domain/api/reconciliation";
import { validateUtr } from "@domain/identifiers/utr";
import { formatInr } from "@domain/money/format-inr";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { bankStatementLines, bankStatementMatches } from "@server/db/schema/bank-statements";
import { emis, receipts } from "@server/db/schema/collections";
import { badRequest, conflict, VALIDATION_FAILED } from "@server/http/errors";
import type { PostingContext } from "@server/modules/collections/receipts/emi-paid-columns";
import { postReceipt } from "@server/modules/collections/receipts/post-receipt";
import { utrHolder } from "@server/modules/collections/receipts/utr";
import { awaitingCreditCondition, dueOwedOn, MATCHABLE_DUE_STATUSES } from "./expected-money";

export const LINE_ENTITY = "bank_statement_line";

export type LineRow = typeof bankStatementLines.$inferSelect;

/** One leg to apply: a due (a receipt is posted for it) or an existing receipt (reconciled). */
export type LegToApply = { kind: "DUE" | "RECEIPT"; id: string; amountPaise: number };

export type MatchToApply = {
  method: MatchMethod;
  rule: MatchRuleName;
  confidence: number;
  feePaise: number;
  legs: readonly LegToApply[];
};

const legProblem = (index: number, message: string) =>
  badRequest(VALIDATION_FAILED, [{ field: `legs.${index}.amount`, message }]);
const rupees = (paise: number) => formatInr(paise, { currency: true });

/** The line locked at `version` and in suspense; 409 when it moved on. */
export async function lockSuspenseLine(tx: Executor, lineId: string, version: number): Promise<LineRow> {
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, lineId))
    .for("update");
  if (!line || line.version !== version) throw conflict(LINE_STALE);
  if (line.state !== "SUSPENSE") throw conflict(LINE_NOT_IN_SUSPENSE);
  return line;
}

/** The credit's reference as the posted receipt's UTR: only for a single leg, a UTR's shape, and held by no money movement. */
async function utrFor(tx: Executor, line: LineRow, legs: number): Promise<string | null> {
  if (legs !== 1) return null;
  const checked = validateUtr(line.reference);
  if (!checked.valid) return null;
  return (await utrHolder(tx, checked.value)) ? null : checked.value;
}

/** Posts a receipt for a due leg through the collections poster (appropriation over that due). */
async function postDueLeg(
  tx: Executor,
  line: LineRow,
  leg: LegToApply,
  index: number,
  utr: string | null,
  context: PostingContext,
) {
  const [due] = await tx
    .select({ emi: emis, owed: dueOwedOn(line.valueDate) })
    .from(emis)
    .where(eq(emis.id, leg.id))
    .for("update");
  if (!due || !MATCHABLE_DUE_STATUSES.includes(due.emi.status as never) || Number(due.owed) <= 0)
    throw legProblem(index, MATCH_LEG_UNKNOWN);
  if (leg.amountPaise > Number(due.owed)) throw legProblem(index, matchLegTooLarge(rupees(Number(due.owed))));
  const { receipt } = await postReceipt(
    tx,
    {
      channel: "BANK_CREDIT",
      status: "COMPLETED",
      amountPaise: leg.amountPaise,
      utr,
      receivedOn: line.valueDate,
      loanId: due.emi.loanId,
      invoiceId: due.emi.invoiceId,
      details: { statementLineId: line.id, reference: line.reference, narration: line.narration },
    },
    { scope: { kind: "emi", emiId: due.emi.id }, presented: due.emi.status === "INITIATED" },
    context,
  );
  return receipt.id;
}

/** Checks a receipt leg: live, awaiting its credit, matched for its whole amount. */
async function checkReceiptLeg(tx: Executor, leg: LegToApply, index: number) {
  const [receipt] = await tx
    .select({ id: receipts.id, amountPaise: receipts.amountPaise })
    .from(receipts)
    .where(and(eq(receipts.id, leg.id), awaitingCreditCondition(tx)));
  if (!receipt) throw legProblem(index, MATCH_LEG_UNKNOWN);
  if (receipt.amountPaise !== leg.amountPaise)
    throw legProblem(index, matchReceiptAmount(rupees(receipt.amountPaise)));
  return receipt.id;
}

/**
 * Applies a match to a credit in suspense (locked by the caller): each due leg posts a receipt through the
 * collections poster, each receipt leg is reconciled; the legs are written, the line is MATCHED and the match
 * (a split when it has several legs) is audited. Runs inside the caller's transaction.
 */
export async function applyMatch(
  tx: Executor,
  line: LineRow,
  match: MatchToApply,
  context: PostingContext & { actorId: string },
) {
  const utr = await utrFor(tx, line, match.legs.length);
  const written: { receiptId: string; emiId: string | null; amountPaise: number }[] = [];
  for (const [index, leg] of match.legs.entries()) {
    const receiptId =
      leg.kind === "DUE"
        ? await postDueLeg(tx, line, leg, index, utr, context)
        : await checkReceiptLeg(tx, leg, index);
    written.push({ receiptId, emiId: leg.kind === "DUE" ? leg.id : null, amountPaise: leg.amountPaise });
  }
  await tx.insert(bankStatementMatches).values(
    written.map((leg) => ({
      id: randomUUID(),
      lineId: line.id,
      ...leg,
      method: match.method,
      rule: match.rule,
      confidence: match.confidence,
      matchedBy: context.actorId,
      matchedAt: context.at,
    })),
  );
  await tx
    .update(bankStatementLines)
    .set({
      state: "MATCHED",
      matchMethod: match.method,
      confidence: match.confidence,
      feePaise: match.feePaise,
      decidedBy: context.actorId,
      decidedAt: context.at,
      version: sql`${bankStatementLines.version} + 1`,
    })
    .where(eq(bankStatementLines.id, line.id));
  await recordAudit(tx, {
    actorId: context.actorId,
    action: match.legs.length > 1 ? "reconciliation.split" : "reconciliation.matched",
    entity: LINE_ENTITY,
    entityId: line.id,
    before: { state: line.state },
    after: {
      state: "MATCHED",
      method: match.method,
      rule: match.rule,
      confidence: match.confidence,
      creditPaise: line.creditPaise,
      feePaise: match.feePaise,
      legs: written,
    },
    at: context.at,
  });
}
