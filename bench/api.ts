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
import { buildApp } from "@server/app";
import { openDatabase, type DatabaseTarget } from "@server/db/client";
import { watchDataVersion } from "@server/db/data-version";
import { seedDatabase } from "@server/db/seed";
import { withFreshPostgres } from "@server/test-support/fresh-postgres";
import { seedScale } from "@server/db/seed/seed-scale";
import {
  BENCH_APP_CONFIG,
  benchConnections,
  benchDuration,
  measure,
  printResults,
  signIn,
  type LoadResult,
} from "./load-test";

const scale = Number(process.env.BENCH_SCALE ?? 1000);

type ApiBenchRow = LoadResult & { database: string; endpoint: string };

const ENDPOINTS = ["/api/auth/check-access", "/user/lender/all"];

async function benchOne(label: string, target: DatabaseTarget): Promise<ApiBenchRow[]> {
  const database = openDatabase(target);
  await database.migrate();
  await seedDatabase(database.db, "test");
  await seedScale(database.db, scale);
  const app = await buildApp({
    db: database.db,
    config: BENCH_APP_CONFIG,
    dataVersion: await watchDataVersion(database),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const token = await signIn(base, "superadmin@demo.in");
    const rows: ApiBenchRow[] = [];
    for (const endpoint of ENDPOINTS) {
      rows.push({
        database: label,
        endpoint: `GET ${endpoint}`,
        ...(await measure(`${base}${endpoint}`, token)),
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

async function runApiBench(): Promise<ApiBenchRow[]> {
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
      ...(await withFreshPostgres(serverUrl, "ledgerline_bench", (url) =>
        benchOne("PostgreSQL", { kind: "postgres", url }),
      )),
    );
  } else {
    console.log(
      "PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).",
    );
  }
  return rows;
}

const rows = await runApiBench();
printResults(
  "api",
  `API benchmark: ${benchConnections} connections, ${benchDuration} s per endpoint, ${scale} extra merchants seeded`,
  [
    ["database", "Database"],
    ["endpoint", "Endpoint"],
    ["requestsPerSecond", "Requests/s"],
    ["p50Ms", "p50 (ms)"],
    ["p99Ms", "p99 (ms)"],
    ["errors", "Errors"],
  ],
  rows,
);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
