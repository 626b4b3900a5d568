/** Words a narration or a business name carries that say nothing about who paid. */
const NOISE = new Set([
  "PVT",
  "PRIVATE",
  "LTD",
  "LIMITED",
  "LLP",
  "AND",
  "THE",
  "CO",
  "MS",
  "M",
  "S",
  "MR",
  "MRS",
  "SHRI",
  "SMT",
  "NEFT",
  "RTGS",
  "IMPS",
  "UPI",
  "NACH",
  "ACH",
  "CR",
  "DR",
  "TRF",
  "TRANSFER",
  "BY",
  "FROM",
  "TO",
]);

/** The words of a name or narration: upper case, letters and digits only, without noise words. */
export function nameTokens(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((token) => token.length > 1 && !NOISE.has(token) && !/^\d+$/.test(token));
}

/** Two words agree when equal, or when one is a prefix of the other of at least four letters (KRISHNA, KRISHNAMURTHY). */
function wordsAgree(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/**
 * How well a narration names a borrower, 0 to 1: the share of the name's words the narration carries
 * (banks truncate and reorder names, so word overlap, not edit distance over the whole string).
 */
export function nameSimilarity(name: string, narration: string): number {
  const wanted = [...new Set(nameTokens(name))];
  if (wanted.length === 0) return 0;
  const seen = nameTokens(narration);
  const found = wanted.filter((word) => seen.some((token) => wordsAgree(word, token))).length;
  return found / wanted.length;
}

/** The keys two agreeing words share (their first four letters): an index from narrations to payers. */
export const nameKeys = (text: string): string[] => [
  ...new Set(nameTokens(text).map((word) => word.slice(0, 4))),
];
