import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MATCH_OPTIONS,
  type ExpectedItem,
  matchCredits,
  type StatementCredit,
} from "./match-credits";

const NAMES = ["Gokul Dairy", "Sahyadri Farms", "Vardhman Traders", "Kaveri Foods"];
const day = fc.integer({ min: 0, max: 20 }).map((n) => `2026-11-${String(n + 1).padStart(2, "0")}`);
const amount = fc.constantFrom(100_000, 250_000, 300_000, 450_050, 1_000_000);

const credits = fc.uniqueArray(
  fc.record({
    id: fc.uuid(),
    valueDate: day,
    narration: fc.constantFrom(...NAMES).map((name) => `NEFT CR ${name.toUpperCase()}`),
    reference: fc.constantFrom("", "UTR000000000001", "UTR000000000002"),
    amountPaise: fc.oneof(amount, fc.integer({ min: 1, max: 3_000_000 })),
  }),
  { selector: (item) => item.id, maxLength: 25 },
);

const items = fc.uniqueArray(
  fc.record({
    id: fc.uuid(),
    kind: fc.constantFrom("RECEIPT" as const, "DUE" as const),
    utr: fc.constantFrom(null, "UTR000000000001", "UTR000000000002"),
    amountPaise: amount,
    expectedOn: day,
    strictWindow: fc.boolean(),
    payerName: fc.constantFrom(...NAMES),
    batchKey: fc.constantFrom(null, "a", "b"),
  }),
  { selector: (item) => item.id, maxLength: 30 },
);

describe("matchCredits properties", () => {
  it("never uses a credit or an expected item twice; legs are exact paise adding up to credit + fee", () => {
    fc.assert(
      fc.property(credits, items, (lines: StatementCredit[], expected: ExpectedItem[]) => {
        const matches = matchCredits(lines, expected);
        const creditIds = matches.map((match) => match.creditId);
        expect(new Set(creditIds).size).toBe(creditIds.length);
        const legIds = matches.flatMap((match) => match.legs.map((leg) => leg.expectedId));
        expect(new Set(legIds).size).toBe(legIds.length);
        const amountOf = new Map(expected.map((item) => [item.id, item.amountPaise]));
        for (const match of matches) {
          const line = lines.find((candidate) => candidate.id === match.creditId)!;
          const sum = match.legs.reduce((total, leg) => total + leg.amountPaise, 0);
          for (const leg of match.legs) {
            expect(Number.isSafeInteger(leg.amountPaise)).toBe(true);
            expect(leg.amountPaise).toBe(amountOf.get(leg.expectedId));
          }
          expect(sum).toBe(line.amountPaise + match.feePaise);
          expect(match.feePaise).toBeGreaterThanOrEqual(0);
          expect(match.feePaise).toBeLessThanOrEqual(DEFAULT_MATCH_OPTIONS.feeTolerancePaise);
          expect(match.confidence).toBeGreaterThanOrEqual(DEFAULT_MATCH_OPTIONS.autoConfidence);
          expect(match.confidence).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("answers the same matches whatever order the expected items come in", () => {
    fc.assert(
      fc.property(credits, items, (lines, expected) => {
        const reversed = [...expected].reverse();
        const key = (list: ReturnType<typeof matchCredits>) =>
          list
            .map((match) => `${match.creditId}:${match.legs.map((leg) => leg.expectedId).join("+")}`)
            .sort();
        expect(key(matchCredits(lines, reversed))).toEqual(key(matchCredits(lines, expected)));
      }),
      { numRuns: 200 },
    );
  });
});
