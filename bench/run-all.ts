/**
 * `npm run bench`: runs each benchmark below in its own process, shows its output, then a summary table.
 * A benchmark may print `BENCH_RESULT {json}` lines; their fields are tabulated at the end.
 */
import { spawn } from "node:child_process";
import path from "node:path";

/** The benchmarks, in order: [file, why]. */
const BENCHMARKS: readonly [string, string][] = [
  ["api.ts", "API requests per second and p99 latency on PGlite and PostgreSQL"],
  [
    "invoices.ts",
    "Invoice list over 1M rows (BENCH_INVOICES): page of 50, 5000 and a deep page; req/s and p99",
  ],
  ["loans.ts", "Loan list over 1M rows (BENCH_LOANS): every filter and sort, cached and not; req/s and p99"],
  ["loan-calculator.ts", "KFS calculator: schedule and APR of 10,000 random loans; median and p99 per loan"],
  ["kfs-pdf.ts", "KFS PDF in RBI's layout with a 60-instalment schedule; median and p99 per PDF"],
  ["appropriation.ts", "Appropriation of 100,000 receipts over their borrowers' open dues; total time"],
  ["delinquency.ts", "Day-end DPD/SMA/NPA over 1M dues (200,000 tranches) and the bucket summary's p99"],
  [
    "utr-import.ts",
    "Bulk UTR import of 100,000 rows (BENCH_UTR_ROWS): preview and commit; time and peak RSS",
  ],
  [
    "reconciliation.ts",
    "Bank reconciliation: a 50,000-line statement read and its credits matched (UTR, amount-date-name, batches)",
  ],
  ["bundle-size.ts", "JavaScript the login page loads (needs `npm run build` first)"],
  ["lighthouse.ts", "Lighthouse performance and accessibility (needs a build and Chromium)"],
];

type Outcome = {
  file: string;
  exitCode: number;
  seconds: number;
  results: Record<string, unknown>[];
  lastLine: string;
};

function run(file: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, file)], {
      stdio: ["ignore", "pipe", "inherit"],
      env: process.env,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output += text;
      process.stdout.write(text);
    });
    child.on("close", (code) => {
      const lines = output.split("\n").filter((line) => line.trim() !== "");
      const results = lines
        .filter((line) => line.startsWith("BENCH_RESULT "))
        .map((line) => JSON.parse(line.slice("BENCH_RESULT ".length)) as Record<string, unknown>);
      const lastLine = [...lines].reverse().find((line) => !line.startsWith("BENCH_RESULT ")) ?? "";
      resolve({ file, exitCode: code ?? 1, seconds: (Date.now() - started) / 1000, results, lastLine });
    });
  });
}

const outcomes: Outcome[] = [];
for (const [file, why] of BENCHMARKS) {
  console.log(`\n▶ ${file}: ${why}`);
  outcomes.push(await run(file));
}

console.log("\n| Benchmark | Status | Time (s) | Last line |");
console.log("|---|---|---:|---|");
for (const outcome of outcomes) {
  const status = outcome.exitCode === 0 ? "ok" : `failed (${outcome.exitCode})`;
  console.log(
    `| ${outcome.file} | ${status} | ${outcome.seconds.toFixed(0)} | ${outcome.lastLine.trim().slice(0, 100)} |`,
  );
}
const results = outcomes.flatMap((outcome) => outcome.results);
if (results.length > 0) {
  const columns = [...new Set(results.flatMap((result) => Object.keys(result)))];
  console.log(`\n| ${columns.join(" | ")} |`);
  console.log(`|${columns.map(() => "---").join("|")}|`);
  for (const result of results)
    console.log(`| ${columns.map((column) => String(result[column] ?? "")).join(" | ")} |`);
}
if (outcomes.some((outcome) => outcome.exitCode !== 0)) process.exitCode = 1;
