/**
 * `GET /account/invoices` over a large invoice table (default 1,000,000 rows), with autocannon against a
 * real port. One row per class of list query: each filter the list offers (and the usual combinations) on the
 * default sort, the same filters under every column sort, each column sort alone, a page of 5000, a deep page
 * by offset and by keyset cursor. A class's requests rotate over the platform's, an anchor's, a lender's and
 * a merchant's view (and over the sorts, where it says so), so its p99 is that of its slowest members. Then
 * cached pages read while invoices are entered at 20 a second. PGlite always; PostgreSQL when
 * BENCH_DATABASE_URL names a server (a fresh database, dropped afterwards). Prints a table, the load
 * averages before and after each database, and `BENCH_RESULT {json}` lines for bench/run-all.ts.
 *
 * BENCH_INVOICES rows (default 1000000), BENCH_DURATION seconds per scenario (default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_DATA_DIR: a PGlite folder kept between runs, so the seeding
 * (minutes at 1M rows on two cores) is paid once; by default a temporary folder. BENCH_ONLY: a regular
 * expression choosing scenarios by label.
 */
import { loadavg } from "node:os";
import { buildApp } from "@server/app";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "@server/db/client";
import { watchDataVersion } from "@server/db/data-version";
import { seedDatabase } from "@server/db/seed";
import { seedInvoiceVolume } from "@server/db/seed/seed-invoices";
import { onBothDatabases } from "./both-databases";
import { ADMIN, ANCHOR, SCENARIOS, WHILE_WRITING, WRITES_PER_SECOND } from "./invoice-scenarios";
import { startWriter } from "./invoice-writer";
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

const invoiceCount = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const only = new RegExp(process.env.BENCH_ONLY ?? ".");

type Row = LoadResult & { database: string; cache: string; scenario: string };

const log = (line: string) => console.log(`[bench/invoices] ${line}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

async function benchOne(label: string, target: DatabaseTarget): Promise<Row[]> {
  const database = openDatabase(target);
  await database.migrate();
  await seedDatabase(database.db, "test");
  const started = Date.now();
  const added = await seedInvoiceVolume(database.db, invoiceCount, (done) =>
    log(`${label}: ${done} invoices`),
  );
  log(`${label}: ${added} invoices added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
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

/**
 * Every scenario against one app: with the read cache (a repeated page is served from memory until
 * invoices change) or without it (every request reads the database: the cost of a cache miss).
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
    const deep = await fetch(
      `${base}/account/invoices?status=Initiated&sort=-invoiceDate&pageSize=50&page=1000`,
      { headers: { authorization: `Bearer ${await tokenOf(ADMIN)}` } },
    );
    const cursor = ((await deep.json()) as { nextCursor: string | null }).nextCursor ?? "";
    for (const [scenario, asks] of SCENARIOS) {
      if (!only.test(scenario)) continue;
      if (asks.some(([, query]) => query.includes("{cursor}")) && !cursor) {
        log(`${label}: skipped "${scenario}" (fewer than 50,000 Initiated invoices)`);
        continue;
      }
      const requests: BenchRequest[] = await Promise.all(
        asks.map(async ([user, query]) => ({
          path: `/account/invoices?${query.replace("{cursor}", cursor)}`,
          token: await tokenOf(user),
        })),
      );
      const cache = cached ? "on" : "off";
      const row = { database: label, cache, scenario, ...(await measureRequests(base, requests)) };
      log(JSON.stringify(row));
      rows.push(row);
    }
    if (cached) rows.push(...(await readWhileWriting(label, base, tokenOf)));
    return rows;
  } finally {
    await app.close();
  }
}

/** Each WHILE_WRITING page without writes (the cached figure), then with the writer running. */
async function readWhileWriting(
  label: string,
  base: string,
  tokenOf: (user: string) => Promise<string>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const writerToken = await tokenOf(ANCHOR);
  for (const [scenario, user, query] of WHILE_WRITING) {
    if (!only.test(scenario)) continue;
    const requests = [{ path: `/account/invoices?${query}`, token: await tokenOf(user) }];
    const quiet = {
      database: label,
      cache: "on",
      scenario: `${scenario}, no writes`,
      ...(await measureRequests(base, requests)),
    };
    const writer = startWriter(base, writerToken, WRITES_PER_SECOND);
    const busy = { database: label, cache: "on", scenario, ...(await measureRequests(base, requests)) };
    const written = await writer.stop();
    log(`${label}: ${scenario}: ${written.entered} invoices entered, ${written.failed} failed`);
    if (written.failed > 0) busy.errors += written.failed;
    for (const row of [quiet, busy]) log(JSON.stringify(row));
    rows.push(quiet, busy);
  }
  return rows;
}

const rows = await onBothDatabases("invoices", "ledgerline_bench", benchOne, log);

printResults(
  "invoices",
  `Invoice list: ${invoiceCount} invoices, ${benchConnections} connections, ${benchDuration} s per scenario`,
  [
    ["database", "Database"],
    ["cache", "Read cache"],
    ["scenario", "Scenario"],
    ["requestsPerSecond", "Requests/s"],
    ["p50Ms", "p50 (ms)"],
    ["p99Ms", "p99 (ms)"],
    ["errors", "Errors"],
  ],
  rows,
);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
