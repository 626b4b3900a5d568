import { MATCH_METHOD_LABELS, type MatchLegItem, type StatementLine } from "./reconciliation";

/** How a line was matched and how sure the matcher was ("Automatic (95%)"); null when it is not matched. */
export const matchedHow = (line: Pick<StatementLine, "matchMethod" | "confidence">): string | null =>
  line.matchMethod ? `${MATCH_METHOD_LABELS[line.matchMethod]} (${line.confidence ?? 0}%)` : null;

/** What one leg of a match went to: its tranche (or receipt) and borrower. */
export const legWords = (leg: Pick<MatchLegItem, "trancheRef" | "receiptNumber" | "borrowerName">): string =>
  `${leg.trancheRef ?? leg.receiptNumber} · ${leg.borrowerName}`;
