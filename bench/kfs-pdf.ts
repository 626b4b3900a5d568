/**
 * KFS PDF generation: builds the Key Fact Statement (RBI layout, with the APR table and a 60-row schedule)
 * 200 times after a warm-up; median and p99 per PDF against a target of 150 ms each.
 * Prints `BENCH_RESULT {json}` for bench/run-all.ts.
 */
import { kfsCalculationOf } from "@domain/api/kfs-calculator";
import { calculateLoan } from "@domain/lending/loan-calculator";
import { kfsPdf } from "@server/modules/loans/pdf/kfs-pdf";
import type { KfsData } from "@server/modules/loans/pdf/pdf-data";

const RUNS = 200;
const WARM_UP = 20;
const TARGET_MS = 150;

function sampleKfs(): KfsData {
  const otherCharges = [
    { label: "Insurance premium", amountPaise: 250_000, payableTo: "THIRD_PARTY" as const },
    { label: "Documentation charges", amountPaise: 100_000, payableTo: "LENDER" as const },
  ];
  const outcome = calculateLoan({
    loanAmountPaise: 250_000_000,
    interestRatePercent: "14.5",
    tenureMonths: 60,
    frequency: "MONTHLY",
    processingFeePercent: "1.5",
    feeGstPercent: "18",
    otherCharges,
    today: "2025-04-01",
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return {
    loanNumber: "LN-000042",
    lenderName: "Shree Finance Ltd",
    anchorName: "Gokul Dairy",
    borrowerName: "Ramesh Dairy Farm",
    borrowerFatherName: "Suresh Patel",
    borrowerAddress: "12 Market Road, Anand, Gujarat",
    borrowerMobile: "9876500001",
    proposalNumber: "PN-000042-1",
    version: 1,
    issuedOn: "2025-04-01",
    validUntil: "2025-04-04",
    loanAmountPaise: 250_000_000,
    tenureMonths: 60,
    repaymentFrequency: "MONTHLY",
    interestRatePercent: "14.5",
    rateCalDuration: "YEARLY",
    paymentTiming: "END",
    processingFeePercent: "1.5",
    feeGstPercent: "18",
    penalInterestPercent: "2",
    otherCharges,
    calculation: kfsCalculationOf(outcome.value),
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main() {
  const kfs = sampleKfs();
  for (let run = 0; run < WARM_UP; run += 1) await kfsPdf(kfs);
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const before = performance.now();
    bytes = (await kfsPdf(kfs)).length;
    times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  const medianMs = Number(percentile(times, 50).toFixed(2));
  const p99Ms = Number(percentile(times, 99).toFixed(2));
  const pass = medianMs <= TARGET_MS && p99Ms <= TARGET_MS;
  console.log(`${RUNS} KFS PDFs of ${bytes} bytes (60 instalments)`);
  console.log(`per PDF: median ${medianMs} ms, p99 ${p99Ms} ms, max ${times.at(-1)?.toFixed(2)} ms`);
  console.log(`target: median and p99 ≤ ${TARGET_MS} ms: ${pass ? "met" : "NOT met"}`);
  console.log(`BENCH_RESULT ${JSON.stringify({ bench: "kfs-pdf", runs: RUNS, medianMs, p99Ms, pass })}`);
}

await main();
