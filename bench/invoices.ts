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
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "@server/app";
import type { AppConfig } from "@server/config/app-config";
import { openDatabase, type DatabaseTarget } from "@server/db/client";
import { seedDatabase } from "@server/db/seed";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { seedInvoiceVolume } from "@server/db/seed/seed-invoices";

const invoiceCount = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Row = {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

const config: AppConfig = {
  nodeEnv: "production",
  jwtSecret: "bench-secret-bench-secret-bench-secret-0123456789",
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 3600,
  tokenRateLimitPerMinute: 1000,
  otpRateLimitPerMinute: 1000,
  bodyLimitBytes: 1024 * 1024,
  uploadLimitBytes: 10 * 1024 * 1024,
  logLevel: "warn",
  staticDir: "./does-not-exist",
  trustProxy: false,
};

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

async function token(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function benchOne(label: string, target: DatabaseTarget): Promise<Row[]> {
  const database = openDatabase(target);
  await database.migrate();
  await seedDatabase(database.db, "test");
  const started = Date.now();
  const added = await seedInvoiceVolume(database.db, invoiceCount, (done) =>
    log(`${label}: ${done} invoices`),
  );
  log(`${label}: ${added} invoices added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const tokens = new Map<string, string>();
    const rows: Row[] = [];
    const deep = await fetch(
      `${base}/account/invoices?status=Initiated&sort=-invoiceDate&pageSize=50&page=1000`,
      {
        headers: { authorization: `Bearer ${await token(base, "admin@demo.in")}` },
      },
    );
    const cursor = ((await deep.json()) as { nextCursor: string | null }).nextCursor ?? "";
    for (const [scenario, user, query] of SCENARIOS) {
      if (query.includes("{cursor}") && !cursor) {
        log(`${label}: skipped "${scenario}" (fewer than 50,000 Initiated invoices)`);
        continue;
      }
      if (!tokens.has(user)) tokens.set(user, await token(base, user));
      const url = `${base}/account/invoices?${query.replace("{cursor}", cursor)}`;
      const options = { url, headers: { authorization: `Bearer ${tokens.get(user)}` }, connections };
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration });
      const row = {
        database: label,
        scenario,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      log(JSON.stringify(row));
      rows.push(row);
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

async function withFreshPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `ledgerline_bench_invoices_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
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
    ...(await withFreshPostgres(serverUrl, (url) =>
      benchOne("PostgreSQL", { kind: "postgres", url, poolSize: 10 }),
    )),
  );
} else {
  log("PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
}

console.log(
  `\nInvoice list: ${invoiceCount} invoices, ${connections} connections, ${duration} s per scenario`,
);
console.log("| Database | Scenario | Requests/s | p50 (ms) | p99 (ms) | Errors |");
console.log("|---|---|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.scenario} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} |`,
  );
}
for (const row of rows) console.log(`BENCH_RESULT ${JSON.stringify({ bench: "invoices", ...row })}`);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
