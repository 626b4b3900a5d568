/**
 * `GET /user/loans` over a large loan table (default 1,000,000 rows), with autocannon against a real port, as
 * bench/invoices.ts does for invoices. One row per class of list query: each filter the list offers (and the
 * usual combinations) on the default sort, the same filters under every column sort, each column sort alone,
 * a page of 500 and a deep page. A class's requests rotate over the platform's, an anchor's, a lender's and a
 * merchant's view (and over the sorts, where it says so), so its p99 is that of its slowest members. Each
 * scenario runs with the read cache and without it (every request reads the database: a cache miss).
 * Targets (issue 12), on PostgreSQL: cached ≥ 2,000 req/s; a cache miss p99 ≤ 50 ms. PGlite always;
 * PostgreSQL when BENCH_DATABASE_URL names a server (a fresh database, dropped afterwards). Prints a table and
 * `BENCH_RESULT {json}` lines for bench/run-all.ts.
 *
 * BENCH_LOANS rows (default 1000000), BENCH_SCALE merchants, anchors and lenders seeded first so the loans
 * spread over realistic tenants (default 10000: `seedScale`), BENCH_DURATION seconds per scenario (default
 * 10), BENCH_CONNECTIONS (default 10), BENCH_DATA_DIR: a PGlite folder kept between runs, so the seeding is
 * paid once; by default a temporary folder. BENCH_ONLY: a regular expression choosing scenarios by label.
 * BENCH_SKIP_PGLITE=1 runs PostgreSQL alone.
 */
import { loadavg } from "node:os";
import { buildApp } from "@server/app";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "@server/db/client";
import { watchDataVersion } from "@server/db/data-version";
import { seedDatabase } from "@server/db/seed";
import { seedLoanVolume, seedScale } from "@server/db/seed/seed-scale";
import { onBothDatabases } from "./both-databases";
import { SCENARIOS } from "./loan-scenarios";
import {
  BENCH_APP_CONFIG,
  benchConnections,
  benchDuration,
  measureRequests,
  printResults,
  signIn,
  type BenchRequest,
  type LoadResult,
} from "./load-test";

const loanCount = Number(process.env.BENCH_LOANS ?? 1_000_000);
const scale = Number(process.env.BENCH_SCALE ?? 10_000);
const only = new RegExp(process.env.BENCH_ONLY ?? ".");

/** Issue 12's targets for the loan list on PostgreSQL. */
const CACHED_REQUESTS_PER_SECOND = 2_000;
const CACHE_MISS_P99_MS = 50;

type Row = LoadResult & { database: string; cache: string; scenario: string; target: string };

const log = (line: string) => console.log(`[bench/loans] ${line}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

async function benchOne(label: string, target: DatabaseTarget): Promise<Row[]> {
  const database = openDatabase(target);
  await database.migrate();
  await seedDatabase(database.db, "test");
  let started = Date.now();
  await seedScale(database.db, scale);
  log(`${label}: ${scale} merchants in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  started = Date.now();
  const added = await seedLoanVolume(database.db, loanCount, (done) => log(`${label}: ${done} loans`));
  log(`${label}: ${added} loans added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const rows: Row[] = [];
  try {
    log(`${label}: load average before: ${load()}`);
    for (const cached of [true, false]) rows.push(...(await runScenarios(label, database, cached)));
    log(`${label}: load average after: ${load()}`);
    return rows;
  } finally {
    await database.close();
  }
}

/** Signs each user in once per app. */
function tokensOf(base: string) {
  const tokens = new Map<string, Promise<string>>();
  return (user: string) => {
    if (!tokens.has(user)) tokens.set(user, signIn(base, user));
    return tokens.get(user) as Promise<string>;
  };
}

/** Whether a PostgreSQL row meets issue 12's target for its cache setting (PGlite has none). */
function targetOf(label: string, cached: boolean, result: LoadResult): string {
  if (result.requestsPerSecond === 0) return "NO ANSWER within the run";
  if (label !== "PostgreSQL") return "-";
  const met = cached
    ? result.requestsPerSecond >= CACHED_REQUESTS_PER_SECOND
    : result.p99Ms <= CACHE_MISS_P99_MS;
  return met ? "met" : "MISSED";
}

/**
 * Every scenario against one app: with the read cache (a repeated page is served from memory until loans
 * change) or without it (every request reads the database: the cost of a cache miss).
 */
async function runScenarios(label: string, database: DatabaseHandle, cached: boolean): Promise<Row[]> {
  const app = await buildApp({
    db: database.db,
    config: { ...BENCH_APP_CONFIG, readCacheBytes: cached ? BENCH_APP_CONFIG.readCacheBytes : 0 },
    dataVersion: await watchDataVersion(database),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const tokenOf = tokensOf(base);
  try {
    const rows: Row[] = [];
    for (const [scenario, asks] of SCENARIOS) {
      if (!only.test(scenario)) continue;
      const requests: BenchRequest[] = await Promise.all(
        asks.map(async ([user, query]) => ({ path: `/user/loans?${query}`, token: await tokenOf(user) })),
      );
      const result = await measureRequests(base, requests);
      const cache = cached ? "on" : "off";
      const row = { database: label, cache, scenario, ...result, target: targetOf(label, cached, result) };
      log(JSON.stringify(row));
      rows.push(row);
    }
    return rows;
  } finally {
    await app.close();
  }
}

const rows = await onBothDatabases("loans", "ledgerline_bench_loans", benchOne, log);

printResults(
  "loans",
  `Loan list: ${loanCount} loans, ${benchConnections} connections, ${benchDuration} s per scenario`,
  [
    ["database", "Database"],
    ["cache", "Read cache"],
    ["scenario", "Scenario"],
    ["requestsPerSecond", "Requests/s"],
    ["p50Ms", "p50 (ms)"],
    ["p99Ms", "p99 (ms)"],
    ["errors", "Errors"],
    ["target", "PostgreSQL target"],
  ],
  rows,
);
if (rows.some((row) => row.errors > 0 || row.requestsPerSecond === 0)) process.exitCode = 1;
