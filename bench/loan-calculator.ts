/**
 * The KFS calculator: schedule, charges and APR (by IRR) for 10,000 random loans, timed one by one after a
 * warm-up; median and p99 per loan against a target of 0.2 ms each. Seeded, so runs compare.
 * Prints `BENCH_RESULT {json}` for bench/run-all.ts.
 */
import { REPAYMENT_FREQUENCIES } from "@domain/enums/finance";
import { calculateLoan, type LoanTerms } from "@domain/lending/loan-calculator";

const LOANS = 10_000;
const WARM_UP = 1_000;
const TARGET_MS = 0.2;
const MONTHS_PER_PERIOD: Record<string, number> = { QUARTERLY: 3, SEMIANNUALLY: 6, YEARLY: 12 };

/** mulberry32: a small seeded generator, so every run times the same loans. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Mostly monthly loans of ₹10,000 to ₹50 lakh over up to 5 years, some of every other frequency. */
function randomLoans(count: number, seed: number): LoanTerms[] {
  const next = random(seed);
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return Array.from({ length: count }, () => {
    const frequency =
      next() < 0.7
        ? "MONTHLY"
        : (REPAYMENT_FREQUENCIES[between(0, REPAYMENT_FREQUENCIES.length - 1)] ?? "MONTHLY");
    const step = MONTHS_PER_PERIOD[frequency] ?? 1;
    const tenureMonths = frequency === "DAILY" ? between(1, 6) : between(1, Math.floor(60 / step)) * step;
    return {
      loanAmountPaise: between(1_000_000, 500_000_000),
      interestRatePercent: (between(0, 3600) / 100).toFixed(2),
      tenureMonths,
      frequency,
      processingFeePercent: (between(0, 300) / 100).toFixed(2),
      otherCharges:
        next() < 0.3
          ? [{ label: "Insurance", amountPaise: between(0, 500_000), payableTo: "THIRD_PARTY" }]
          : [],
      today: "2025-04-01",
    } satisfies LoanTerms;
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function main() {
  for (const terms of randomLoans(WARM_UP, 1)) calculateLoan(terms);
  const loans = randomLoans(LOANS, 20_241_015);
  const times: number[] = [];
  let failed = 0;
  let rows = 0;
  const started = performance.now();
  for (const terms of loans) {
    const before = performance.now();
    const outcome = calculateLoan(terms);
    times.push(performance.now() - before);
    if (outcome.ok) rows += outcome.value.schedule.length;
    else failed += 1;
  }
  const totalMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const medianMs = Number(percentile(times, 50).toFixed(4));
  const p99Ms = Number(percentile(times, 99).toFixed(4));
  const pass = medianMs <= TARGET_MS && p99Ms <= TARGET_MS && failed === 0;
  console.log(`${LOANS} loans, ${rows} schedule rows, ${totalMs.toFixed(0)} ms in all (${failed} refused)`);
  console.log(`per loan: median ${medianMs} ms, p99 ${p99Ms} ms, max ${times.at(-1)?.toFixed(3)} ms`);
  console.log(`target: median and p99 ≤ ${TARGET_MS} ms: ${pass ? "met" : "NOT met"}`);
  console.log(
    `BENCH_RESULT ${JSON.stringify({ bench: "loan-calculator", loans: LOANS, medianMs, p99Ms, pass })}`,
  );
}

main();
