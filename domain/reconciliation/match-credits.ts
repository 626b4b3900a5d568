import { addDays, type BusinessDate } from "../dates/business-date";
import { nameKeys, nameSimilarity } from "./name-similarity";

/** A credit line of a bank statement, as the matcher sees it. */
export type StatementCredit = {
  id: string;
  valueDate: BusinessDate;
  narration: string;
  reference: string;
  amountPaise: number;
};

/**
 * Money the platform expects to land in its account: a receipt recorded with a UTR and waiting for its bank
 * credit, or a due (an EMI presented by NACH/UPI, or simply owed). `strictWindow`: the credit must fall in
 * T..T+window (a receipt's date, a presentation's date); an owed due may be paid late, so outside the window
 * it only loses confidence. `batchKey` groups what one payer may settle with a single credit.
 */
export type ExpectedItem = {
  id: string;
  kind: "RECEIPT" | "DUE";
  utr: string | null;
  amountPaise: number;
  expectedOn: BusinessDate;
  strictWindow: boolean;
  payerName: string;
  batchKey: string | null;
};

export type MatchRule = "UTR" | "AMOUNT_DATE_NAME" | "BATCH";
export type MatchLeg = { expectedId: string; amountPaise: number };

/** One credit settled: its legs add up to the credit plus `feePaise` (a gateway's or bank's deduction). */
export type CreditMatch = {
  creditId: string;
  rule: MatchRule;
  confidence: number;
  feePaise: number;
  legs: MatchLeg[];
};

export type MatchOptions = {
  /** The days after T a credit may land (bank posting is T+1, sometimes T+2). */
  windowDays: number;
  /** The least confidence that matches without a person. */
  autoConfidence: number;
  /** The largest deduction a batch credit may carry (the gateway's or NACH sponsor's fee). */
  feeTolerancePaise: number;
  /** The most dues one batch credit is searched across. */
  maxBatchLegs: number;
};

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  windowDays: 2,
  autoConfidence: 80,
  feeTolerancePaise: 50_000,
  maxBatchLegs: 16,
};

/** A reference as banks and receipts write it: letters and digits only, upper case. */
export const normaliseReference = (text: string): string => text.replace(/[^0-9a-z]/gi, "").toUpperCase();

/** The UTR-like words of a credit: its reference and every long alphanumeric word of its narration. */
function referencesOf(credit: StatementCredit): string[] {
  const words = credit.narration.split(/[^0-9a-z]+/i).filter((word) => word.length >= 10);
  return [...new Set([credit.reference, ...words].map(normaliseReference).filter((word) => word.length > 0))];
}

type DateFit = "inWindow" | "late" | "outside";

function dateFit(item: ExpectedItem, on: BusinessDate, windowDays: number): DateFit {
  if (on >= item.expectedOn && on <= addDays(item.expectedOn, windowDays)) return "inWindow";
  return !item.strictWindow && on > item.expectedOn ? "late" : "outside";
}

/**
 * The confidence of an amount-equal candidate: 40 for the amount, 30 for the date (15 when an owed due is paid
 * after its window), 30 scaled by how well the narration names the payer.
 */
export function amountMatchConfidence(fit: Exclude<DateFit, "outside">, nameScore: number): number {
  return Math.round(40 + (fit === "inWindow" ? 30 : 15) + 30 * nameScore);
}

/** The confidence of a batch: 55 for the sum, 35 scaled by the name, 10 when nothing was deducted (5 if a fee was). */
export function batchConfidence(nameScore: number, feePaise: number): number {
  return Math.round(55 + 35 * nameScore + (feePaise === 0 ? 10 : 5));
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The search steps one batch gets per credit: a bounded subset search, never an exponential one. */
const SUBSET_STEPS = 5_000;

const byDateThenId = (a: ExpectedItem, b: ExpectedItem) =>
  a.expectedOn < b.expectedOn ? -1 : a.expectedOn > b.expectedOn ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The oldest-first dues of a batch whose amounts add up to `low..high`, or null (bounded search). */
function batchSubset(items: readonly ExpectedItem[], low: number, high: number, budget: number) {
  for (let count = 2; count <= items.length; count += 1) {
    const sum = items.slice(0, count).reduce((total, item) => total + item.amountPaise, 0);
    if (sum >= low && sum <= high) return items.slice(0, count);
    if (sum > high) break;
  }
  let steps = 0;
  const chosen: ExpectedItem[] = [];
  const search = (from: number, sum: number): boolean => {
    if (chosen.length >= 2 && sum >= low && sum <= high) return true;
    for (let index = from; index < items.length; index += 1) {
      steps += 1;
      if (steps > budget) return false;
      const next = sum + items[index]!.amountPaise;
      if (next > high) continue;
      chosen.push(items[index]!);
      if (search(index + 1, next)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0, 0) ? chosen : null;
}

/**
 * Matches statement credits to expected money, each credit and each expected item at most once: first a
 * credit whose reference (or a long word of its narration) is an item's UTR, for the same amount (confidence
 * 100); then an item of the same amount in the date window whose payer the narration names, best confidence
 * first, oldest item on a tie; then one credit for several items of one batch (oldest first, else a bounded
 * subset search) adding up to the credit or to the credit plus a fee within tolerance. Only matches of at
 * least `autoConfidence` are answered; the rest are left for a person.
 */
export function matchCredits(
  credits: readonly StatementCredit[],
  expected: readonly ExpectedItem[],
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): CreditMatch[] {
  const matches: CreditMatch[] = [];
  const usedCredits = new Set<string>();
  const usedItems = new Set<string>();
  const take = (
    credit: StatementCredit,
    items: readonly ExpectedItem[],
    rule: MatchRule,
    confidence: number,
  ) => {
    const sum = items.reduce((total, item) => total + item.amountPaise, 0);
    usedCredits.add(credit.id);
    for (const item of items) usedItems.add(item.id);
    matches.push({
      creditId: credit.id,
      rule,
      confidence,
      feePaise: sum - credit.amountPaise,
      legs: items.map((item) => ({ expectedId: item.id, amountPaise: item.amountPaise })),
    });
  };

  const ordered = [...expected].sort(byDateThenId);
  const byUtr = new Map<string, ExpectedItem>();
  for (const item of ordered) {
    const utr = item.utr ? normaliseReference(item.utr) : "";
    if (utr && !byUtr.has(utr)) byUtr.set(utr, item);
  }
  for (const credit of credits) {
    for (const reference of referencesOf(credit)) {
      const item = byUtr.get(reference);
      if (item && !usedItems.has(item.id) && item.amountPaise === credit.amountPaise) {
        take(credit, [item], "UTR", 100);
        break;
      }
    }
  }

  const byAmount = new Map<number, ExpectedItem[]>();
  for (const item of ordered) pushTo(byAmount, item.amountPaise, item);
  const pairs: { credit: StatementCredit; item: ExpectedItem; confidence: number }[] = [];
  for (const credit of credits) {
    if (usedCredits.has(credit.id)) continue;
    for (const item of byAmount.get(credit.amountPaise) ?? []) {
      if (usedItems.has(item.id)) continue;
      const fit = dateFit(item, credit.valueDate, options.windowDays);
      if (fit === "outside") continue;
      const confidence = amountMatchConfidence(fit, nameSimilarity(item.payerName, credit.narration));
      if (confidence >= options.autoConfidence) pairs.push({ credit, item, confidence });
    }
  }
  pairs.sort((a, b) => b.confidence - a.confidence || byDateThenId(a.item, b.item));
  for (const pair of pairs)
    if (!usedCredits.has(pair.credit.id) && !usedItems.has(pair.item.id))
      take(pair.credit, [pair.item], "AMOUNT_DATE_NAME", pair.confidence);

  const batches = new Map<string, ExpectedItem[]>();
  for (const item of ordered)
    if (item.batchKey && !usedItems.has(item.id)) pushTo(batches, item.batchKey, item);
  const batchesByWord = new Map<string, string[]>();
  const wordCount = new Map<string, number>();
  for (const [key, list] of batches) {
    const words = nameKeys(list[0]!.payerName);
    wordCount.set(key, words.length);
    for (const word of words) pushTo(batchesByWord, word, key);
  }
  for (const credit of credits) {
    if (usedCredits.has(credit.id)) continue;
    // Only the batches whose payer the narration can name well enough: a common first name alone is shared by
    // thousands of borrowers.
    const shared = new Map<string, number>();
    for (const word of nameKeys(credit.narration))
      for (const key of batchesByWord.get(word) ?? []) shared.set(key, (shared.get(key) ?? 0) + 1);
    const keys = [...shared]
      .filter(([key, count]) => batchConfidence(count / wordCount.get(key)!, 0) >= options.autoConfidence)
      .map(([key]) => key)
      .sort();
    for (const key of keys) {
      const open = batches
        .get(key)!
        .filter((item) => !usedItems.has(item.id))
        .slice(0, options.maxBatchLegs);
      if (open.length < 2) continue;
      const nameScore = nameSimilarity(open[0]!.payerName, credit.narration);
      if (batchConfidence(nameScore, 0) < options.autoConfidence) continue;
      const subset =
        batchSubset(open, credit.amountPaise, credit.amountPaise, SUBSET_STEPS) ??
        batchSubset(open, credit.amountPaise, credit.amountPaise + options.feeTolerancePaise, SUBSET_STEPS);
      if (!subset) continue;
      const fee = subset.reduce((total, item) => total + item.amountPaise, 0) - credit.amountPaise;
      const confidence = batchConfidence(nameScore, fee);
      if (confidence < options.autoConfidence) continue;
      take(credit, subset, "BATCH", confidence);
      break;
    }
  }
  return matches;
}
