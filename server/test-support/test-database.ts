import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";

const migrationsDir = path.join(import.meta.dirname, "..", "db", "migrations");

/** A key that changes whenever a migration does, so a cached migrated database is never stale. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return hash.digest("hex").slice(0, 16);
}

/**
 * PGlite's first start (initdb) takes seconds; a migrated data directory is dumped once to the temp
 * folder and every later test file starts from it in well under a second.
 */
async function freshPglite(): Promise<DatabaseHandle> {
  const cacheFile = path.join(tmpdir(), `ledgerline-test-pglite-${migrationsHash()}.tar`);
  if (existsSync(cacheFile)) {
    const handle = openDatabase({ kind: "pglite", loadDataDir: new Blob([readFileSync(cacheFile)]) });
    await handle.migrate();
    return handle;
  }
  const handle = openDatabase({ kind: "pglite" });
  await handle.migrate();
  if (handle.dump) {
    const dump = Buffer.from(await (await handle.dump()).arrayBuffer());
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, cacheFile);
  }
  return handle;
}

/** The test database's tables, emptied between test files (PostgreSQL keeps one database per run). */
async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rawRows<{ tablename: string }>(result).map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0)
    await handle.db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
}

/** TEST_DB_KIND=pglite (default): in-memory PGlite; TEST_DB_KIND=postgres: TEST_DATABASE_URL, emptied. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== "postgres") return freshPglite();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const handle = openDatabase({ kind: "postgres", url, poolSize: 5 });
  await handle.migrate();
  await truncateAll(handle);
  return handle;
}
