import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { MatchCandidate } from "@domain/api/reconciliation";
import { amountMatchConfidence } from "@domain/reconciliation/match-credits";
import { nameSimilarity } from "@domain/reconciliation/name-similarity";
import { addDays } from "@domain/dates/business-date";
import type { Executor } from "@server/db/database";
import { emis, receipts } from "@server/db/schema/collections";
import { awaitingCreditCondition, dueOwedOn, openDueOn } from "./expected-money";
import type { LineRow } from "./apply-match";
import { containsPattern } from "@server/db/like-pattern";

const LIMIT = 50;

/** `%text%` for ILIKE, its wildcards taken literally. */

/** How well a candidate fits the credit: the matcher's confidence when the amounts agree, else none. */
function confidenceFor(line: LineRow | null, candidate: Omit<MatchCandidate, "confidence">): number | null {
  if (!line || candidate.amountPaise !== line.creditPaise) return null;
  if (line.valueDate < candidate.date) return null;
  const late = line.valueDate > addDays(candidate.date, 2);
  return amountMatchConfidence(
    late ? "late" : "inWindow",
    nameSimilarity(candidate.borrowerName, line.narration),
  );
}

/**
 * The open dues and the receipts awaiting a credit that a person may match a credit to: those whose borrower,
 * tranche, UTR or receipt number contains `search`, else (with a credit named) those of its amount; best fit first.
 */
export async function matchCandidates(db: Executor, line: LineRow | null, search: string | undefined) {
  const text = search ? containsPattern(search) : null;
  const dueFilter: SQL | undefined = text
    ? or(ilike(emis.borrowerName, text), ilike(emis.trancheRef, text))
    : line
      ? eq(dueOwedOn(line.valueDate), line.creditPaise)
      : undefined;
  const receiptFilter: SQL | undefined = text
    ? or(ilike(receipts.borrowerName, text), ilike(receipts.utr, text), ilike(receipts.receiptNumber, text))
    : line
      ? eq(receipts.amountPaise, line.creditPaise)
      : undefined;
  const dues = await db
    .select({
      id: emis.id,
      trancheRef: emis.trancheRef,
      borrowerName: emis.borrowerName,
      dueDate: emis.dueDate,
      owed: dueOwedOn(line?.valueDate),
      status: emis.status,
    })
    .from(emis)
    .where(and(openDueOn(line?.valueDate), dueFilter))
    .orderBy(asc(emis.dueDate), asc(emis.id))
    .limit(LIMIT);
  const waiting = await db
    .select({
      id: receipts.id,
      trancheRef: receipts.receiptNumber,
      borrowerName: receipts.borrowerName,
      receivedOn: receipts.receivedOn,
      amountPaise: receipts.amountPaise,
      status: receipts.status,
      utr: receipts.utr,
    })
    .from(receipts)
    .where(and(awaitingCreditCondition(db), receiptFilter))
    .orderBy(asc(receipts.receivedOn), asc(receipts.id))
    .limit(LIMIT);
  const candidates: Omit<MatchCandidate, "confidence">[] = [
    ...dues.map((due) => ({
      kind: "DUE" as const,
      id: due.id,
      trancheRef: due.trancheRef,
      borrowerName: due.borrowerName,
      date: due.dueDate,
      amountPaise: Number(due.owed),
      status: due.status,
      utr: null,
      receiptNumber: null,
    })),
    ...waiting.map((receipt) => ({
      kind: "RECEIPT" as const,
      id: receipt.id,
      trancheRef: receipt.trancheRef,
      borrowerName: receipt.borrowerName,
      date: receipt.receivedOn,
      amountPaise: receipt.amountPaise,
      status: receipt.status,
      utr: receipt.utr,
      receiptNumber: receipt.trancheRef,
    })),
  ];
  return candidates
    .map((candidate) => ({ ...candidate, confidence: confidenceFor(line, candidate) }))
    .sort((a, b) => (b.confidence ?? -1) - (a.confidence ?? -1));
}
