/**
 * API throughput: `GET /api/auth/check-access` and `GET /user/lender/all` with autocannon against a real
 * port, on PGlite and (when BENCH_DATABASE_URL or DATABASE_URL names a server) on PostgreSQL in a fresh
 * database that is dropped afterwards. Prints a table and `BENCH_RESULT {json}` lines for bench/run-all.ts.
 *
 * BENCH_DURATION seconds per endpoint (default 10), BENCH_CONNECTIONS (default 10), BENCH_SCALE merchants
 * seeded on top of the demo data (default 1000).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "@server/app";
import type { AppConfig } from "@server/config/app-config";
import { openDatabase, type DatabaseTarget } from "@server/db/client";
import { seedDatabase } from "@server/db/seed";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { seedScale } from "@server/db/seed/seed-scale";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scale = Number(process.env.BENCH_SCALE ?? 1000);

export type ApiBenchRow = {
  database: string;
  endpoint: string;
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
  uploadLimitBytes: 1024 * 1024,
  logLevel: "warn",
  staticDir: "./does-not-exist",
  trustProxy: false,
};

const ENDPOINTS = ["/api/auth/check-access", "/user/lender/all"];

async function benchOne(label: string, target: DatabaseTarget): Promise<ApiBenchRow[]> {
  const database = openDatabase(target);
  await database.migrate();
  await seedDatabase(database.db, "test");
  await seedScale(database.db, scale);
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const signIn = await fetch(`${base}/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "password",
        username: "superadmin@demo.in",
        password: DEMO_PASSWORD,
      }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const rows: ApiBenchRow[] = [];
    for (const endpoint of ENDPOINTS) {
      const options = {
        url: `${base}${endpoint}`,
        headers: { authorization: `Bearer ${token}` },
        connections,
      };
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration });
      rows.push({
        database: label,
        endpoint: `GET ${endpoint}`,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

async function withFreshPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `ledgerline_bench_${Date.now()}_${process.pid}`;
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

export async function runApiBench(): Promise<ApiBenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ledgerline-bench-"));
  const rows: ApiBenchRow[] = [];
  try {
    rows.push(...(await benchOne("PGlite", { kind: "pglite", dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) {
    rows.push(
      ...(await withFreshPostgres(serverUrl, (url) => benchOne("PostgreSQL", { kind: "postgres", url }))),
    );
  } else {
    console.log(
      "PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).",
    );
  }
  return rows;
}

export function printApiTable(rows: ApiBenchRow[]): void {
  console.log(
    `\nAPI benchmark: ${connections} connections, ${duration} s per endpoint, ${scale} extra merchants seeded`,
  );
  console.log("| Database | Endpoint | Requests/s | p50 (ms) | p99 (ms) | Errors |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.endpoint} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} |`,
    );
  }
  for (const row of rows) console.log(`BENCH_RESULT ${JSON.stringify({ bench: "api", ...row })}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runApiBench();
  printApiTable(rows);
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
}
