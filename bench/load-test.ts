/**
 * What bench/api.ts and bench/invoices.ts share: the app configuration for a benchmark server, a fresh
 * PostgreSQL database per run, signing in, and one autocannon measurement. Autocannon fires from a worker
 * thread, so the load generator does not compete with the server for the main thread's event loop.
 */
import autocannon from "autocannon";
import pg from "pg";
import type { AppConfig } from "@server/config/app-config";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";

export const benchDuration = Number(process.env.BENCH_DURATION ?? 10);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export const BENCH_APP_CONFIG: AppConfig = {
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
  readCacheBytes: 64 * 1024 * 1024,
};

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** A 2-second warm-up, then `benchDuration` seconds of `benchConnections` connections against `url`. */
export async function measure(url: string, token: string): Promise<LoadResult> {
  const options = {
    url,
    headers: { authorization: `Bearer ${token}` },
    connections: benchConnections,
    workers: 1,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: benchDuration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Runs `run` against a database created for it on `serverUrl`, dropped afterwards. */
export async function withFreshPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
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

/** Prints rows as a Markdown table, then one `BENCH_RESULT {json}` line per row for bench/run-all.ts. */
export function printResults<Row extends Record<string, string | number>>(
  bench: string,
  title: string,
  columns: readonly [keyof Row & string, string][],
  rows: readonly Row[],
): void {
  console.log(`\n${title}`);
  console.log(`| ${columns.map(([, heading]) => heading).join(" | ")} |`);
  console.log(`|${columns.map(([key]) => (typeof rows[0]?.[key] === "number" ? "---:" : "---")).join("|")}|`);
  for (const row of rows) console.log(`| ${columns.map(([key]) => String(row[key])).join(" | ")} |`);
  for (const row of rows) console.log(`BENCH_RESULT ${JSON.stringify({ bench, ...row })}`);
}
