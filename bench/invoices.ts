/**
 * `GET /account/invoices` over a large invoice table (default 1,000,000 rows), with autocannon against a
 * real port: a filtered, sorted page of 50 (platform and anchor scope), a page of 5000, and a deep page by
 * offset and by keyset cursor. PGlite always; PostgreSQL when BENCH_DATABASE_URL names a server (a fresh
 * database, dropped afterwards). Prints a table and `BENCH_RESULT {json}` lines for bench/run-all.ts.
 *
 * BENCH_INVOICES rows (default 1000000), BENCH_DURATION seconds per scenario (default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_DATA_DIR: a PGlite folder kept between runs, so the seeding
 * (minutes at 1M rows on two cores) is paid once; by default a temporary folder.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "@server/app";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "@server/db/client";
import { watchDataVersion } from "@server/db/data-version";
import { seedDatabase } from "@server/db/seed";
import { withFreshPostgres } from "@server/test-support/fresh-postgres";
import { seedInvoiceVolume } from "@server/db/seed/seed-invoices";
import {
  BENCH_APP_CONFIG,
  benchConnections,
  benchDuration,
  measure,
  printResults,
  signIn,
  type LoadResult,
} from "./load-test";

const invoiceCount = Number(process.env.BENCH_INVOICES ?? 1_000_000);

type Row = LoadResult & { database: string; cache: string; scenario: string };

/** [label, who asks, query]; `{cursor}` is replaced by a keyset cursor 50,000 rows deep. */
const SCENARIOS: [string, string, string][] = [
  [
    "status filter, -invoiceDate, 50 (admin)",
    "admin@demo.in",
    "status=Initiated&sort=-invoiceDate&pageSize=50",
  ],
  ["status filter, -invoiceDate, 50 (anchor)", "anchor@demo.in", "status=Paid&sort=-invoiceDate&pageSize=50"],
  [
    "name prefix + amount range, 50 (admin)",
    "admin@demo.in",
    "counterpartyName=patel&amountFrom=10000000&sort=-createdAt&pageSize=50",
  ],
  ["page of 5000 (admin)", "admin@demo.in", "status=Completed&sort=-invoiceDate&pageSize=5000"],
  [
    "deep page by offset 50,000 (admin)",
    "admin@demo.in",
    "status=Initiated&sort=-invoiceDate&pageSize=50&page=1001",
  ],
  [
    "deep page by keyset cursor (admin)",
    "admin@demo.in",
    "status=Initiated&sort=-invoiceDate&pageSize=50&cursor={cursor}",
  ],
];

const log = (line: string) => console.log(`[bench/invoices] ${line}`);

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
    for (const cached of [true, false]) rows.push(...(await runScenarios(label, database, cached)));
    return rows;
  } finally {
    await database.close();
  }
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
  try {
    const tokens = new Map<string, string>();
    const rows: Row[] = [];
    const deep = await fetch(
      `${base}/account/invoices?status=Initiated&sort=-invoiceDate&pageSize=50&page=1000`,
      { headers: { authorization: `Bearer ${await signIn(base, "admin@demo.in")}` } },
    );
    const cursor = ((await deep.json()) as { nextCursor: string | null }).nextCursor ?? "";
    for (const [scenario, user, query] of SCENARIOS) {
      if (query.includes("{cursor}") && !cursor) {
        log(`${label}: skipped "${scenario}" (fewer than 50,000 Initiated invoices)`);
        continue;
      }
      if (!tokens.has(user)) tokens.set(user, await signIn(base, user));
      const url = `${base}/account/invoices?${query.replace("{cursor}", cursor)}`;
      const cache = cached ? "on" : "off";
      const row = { database: label, cache, scenario, ...(await measure(url, tokens.get(user) ?? "")) };
      log(JSON.stringify(row));
      rows.push(row);
    }
    return rows;
  } finally {
    await app.close();
  }
}

const rows: Row[] = [];
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), "ledgerline-bench-invoices-"));
try {
  if (keptDir && existsSync(keptDir)) log(`reusing PGlite data in ${keptDir}`);
  if (process.env.BENCH_SKIP_PGLITE !== "1")
    rows.push(...(await benchOne("PGlite", { kind: "pglite", dataDir })));
} finally {
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  rows.push(
    ...(await withFreshPostgres(serverUrl, "ledgerline_bench", (url) =>
      benchOne("PostgreSQL", { kind: "postgres", url, poolSize: 10 }),
    )),
  );
} else {
  log("PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
}

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
