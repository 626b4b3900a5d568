import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseTarget } from "@server/db/client";
import { withFreshPostgres } from "@server/test-support/fresh-postgres";

/**
 * Runs a list benchmark on PGlite (unless BENCH_SKIP_PGLITE=1; in BENCH_DATA_DIR, kept between runs, or a
 * temporary folder) and on a fresh PostgreSQL database `database` when BENCH_DATABASE_URL names a server.
 */
export async function onBothDatabases<Row>(
  name: string,
  database: string,
  benchOne: (label: string, target: DatabaseTarget) => Promise<Row[]>,
  log: (line: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  const keptDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), `ledgerline-bench-${name}-`));
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
      ...(await withFreshPostgres(serverUrl, database, (url) =>
        benchOne("PostgreSQL", { kind: "postgres", url, poolSize: 10 }),
      )),
    );
  } else {
    log("PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
  }
  return rows;
}
