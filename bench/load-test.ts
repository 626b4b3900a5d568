/**
 * What bench/api.ts and bench/invoices.ts share: the app configuration for a benchmark server, signing
 * in, one autocannon measurement and the printed table. Autocannon fires from a worker
 * thread, so the load generator does not compete with the server for the main thread's event loop.
 */
import autocannon from "autocannon";
import type { AppConfig } from "@server/config/app-config";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { testConfig } from "@server/test-support/test-app";

export const benchDuration = Number(process.env.BENCH_DURATION ?? 10);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The test configuration, as production runs (warn-level logs, the default read cache). */
export const BENCH_APP_CONFIG: AppConfig = testConfig({
  nodeEnv: "production",
  // Production-mode timings on the embedded providers.
  allowSandboxProviders: true,
  logLevel: "warn",
  readCacheBytes: 64 * 1024 * 1024,
});

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** One request of a benchmark: a path on the server and the bearer token to send. */
export type BenchRequest = { path: string; token: string };

/**
 * A 2-second warm-up, then `benchDuration` seconds of `benchConnections` connections against `base`, each
 * connection sending `requests` in turn (one request: the same page again and again).
 */
export async function measureRequests(base: string, requests: readonly BenchRequest[]): Promise<LoadResult> {
  const options = {
    url: base,
    requests: requests.map(({ path, token }) => ({
      method: "GET" as const,
      path,
      headers: { authorization: `Bearer ${token}` },
    })),
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

/** `measureRequests` for one URL. */
export function measure(url: string, token: string): Promise<LoadResult> {
  const { origin, pathname, search } = new URL(url);
  return measureRequests(origin, [{ path: `${pathname}${search}`, token }]);
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
