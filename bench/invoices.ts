/**
 * `GET /account/invoices` over a large invoice table (default 1,000,000 rows), with autocannon against a
 * real port: a filtered, sorted page of 50 for every filter of the list (platform, lender, anchor and merchant
 * scope), a page of 5000 (plain and lean), a deep page by offset and by keyset cursor, and cached pages read while
 * invoices are entered at 20 a second. PGlite always; PostgreSQL when BENCH_DATABASE_URL names a server (a fresh
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
import { startWriter } from "./invoice-writer";
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
    "status filter, -invoiceDate, 50 (lender)",
    "nbfc@demo.in",
    "status=Approved&sort=-invoiceDate&pageSize=50",
  ],
  ["newest first, no filter, 50 (merchant)", "merchant@demo.in", "sort=-createdAt&pageSize=50"],
  ["type filter, 50 (admin)", "admin@demo.in", "type=PARTNER_INVOICE&sort=-createdAt&pageSize=50"],
  ["name contains, 50 (admin)", "admin@demo.in", "counterpartyName=cattle&sort=-createdAt&pageSize=50"],
  [
    "name contains + amount range, 50 (admin)",
    "admin@demo.in",
    "counterpartyName=patel&amountFrom=10000000&sort=-createdAt&pageSize=50",
  ],
  [
    "name contains + status, 50 (anchor)",
    "anchor@demo.in",
    "counterpartyName=traders&status=Verified&sort=-invoiceDate&pageSize=50",
  ],
  [
    "amount range, 50 (admin)",
    "admin@demo.in",
    "amountFrom=5000000&amountTo=6000000&sort=-createdAt&pageSize=50",
  ],
  [
    "invoice date range, 50 (admin)",
    "admin@demo.in",
    "invoiceDateFrom=2025-06-01&invoiceDateTo=2025-06-30&sort=-invoiceDate&pageSize=50",
  ],
  [
    "payment date range + status, 50 (admin)",
    "admin@demo.in",
    "status=Paid&paymentDateFrom=2025-07-01&paymentDateTo=2025-09-30&sort=paymentDate&pageSize=50",
  ],
  [
    "actual payment date range, 50 (admin)",
    "admin@demo.in",
    "actualPaymentDateFrom=2025-07-01&actualPaymentDateTo=2025-07-31&sort=-createdAt&pageSize=50",
  ],
  ["page of 5000 (admin)", "admin@demo.in", "status=Completed&sort=-invoiceDate&pageSize=5000"],
  [
    "page of 5000, lean (admin)",
    "admin@demo.in",
    "status=Completed&sort=-invoiceDate&pageSize=5000&encoding=rows",
  ],
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

/**
 * Cached reads while `anchor@demo.in` (Gokul) enters WRITES_PER_SECOND invoices through the API: another
 * anchor's page (its cache entry survives the writes) and the platform's (every write moves it on).
 */
const WRITES_PER_SECOND = 20;
const WHILE_WRITING: [string, string, string][] = [
  ["while writing: other anchor's page, 50", "distribution@demo.in", "sort=-createdAt&pageSize=50"],
  ["while writing: writer's anchor page, 50", "anchor@demo.in", "sort=-createdAt&pageSize=50"],
  ["while writing: platform page, 50 (admin)", "admin@demo.in", "sort=-createdAt&pageSize=50"],
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
    if (cached) rows.push(...(await readWhileWriting(label, base, tokens)));
    return rows;
  } finally {
    await app.close();
  }
}

/** Each WHILE_WRITING page without writes (the cached figure), then with the writer running. */
async function readWhileWriting(label: string, base: string, tokens: Map<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  const writerToken = await signIn(base, "anchor@demo.in");
  for (const [scenario, user, query] of WHILE_WRITING) {
    if (!tokens.has(user)) tokens.set(user, await signIn(base, user));
    const url = `${base}/account/invoices?${query}`;
    const quiet = {
      database: label,
      cache: "on",
      scenario: `${scenario}, no writes`,
      ...(await measure(url, tokens.get(user) ?? "")),
    };
    const writer = startWriter(base, writerToken, WRITES_PER_SECOND);
    const busy = { database: label, cache: "on", scenario, ...(await measure(url, tokens.get(user) ?? "")) };
    const written = await writer.stop();
    log(`${label}: ${scenario}: ${written.entered} invoices entered, ${written.failed} failed`);
    if (written.failed > 0) busy.errors += written.failed;
    for (const row of [quiet, busy]) log(JSON.stringify(row));
    rows.push(quiet, busy);
  }
  return rows;
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
