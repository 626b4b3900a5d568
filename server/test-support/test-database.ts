import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { seedDatabase } from "@server/db/seed";

/**
 * What every API test file starts from, made once per run by the API project's global setup
 * (`tests/api-global-setup.ts`): migrating and seeding the demo data once instead of once per file is most of
 * what the API suite used to spend.
 */
export type TestDatabaseTemplate =
  /** PGlite: data directories as tarballs, loaded into a fresh in-memory database per file. */
  | { kind: "pglite"; migratedDump: string; seededDump: string }
  /** PostgreSQL: a migrated and seeded database that every file's own database is created from. */
  | { kind: "postgres"; url: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

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

async function writeDump(handle: DatabaseHandle, file: string): Promise<void> {
  if (!handle.dump) throw new Error("Only PGlite databases can be dumped");
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await (await handle.dump()).arrayBuffer()));
  renameSync(partial, file);
}

/**
 * PGlite's first start (initdb) takes seconds, so the migrated data directory is kept in the temp folder
 * across runs (keyed by the migrations). The seeded one is made for this run only: the demo data is dated
 * from the day it is seeded.
 */
async function pgliteTemplate(): Promise<TestDatabaseTemplate> {
  const migratedDump = path.join(tmpdir(), `ledgerline-test-pglite-${migrationsHash()}.tar`);
  const handle = existsSync(migratedDump)
    ? openDatabase({ kind: "pglite", loadDataDir: readFileSync(migratedDump) })
    : openDatabase({ kind: "pglite" });
  await handle.migrate();
  if (!existsSync(migratedDump)) await writeDump(handle, migratedDump);
  await seedDatabase(handle.db, "test");
  const seededDump = path.join(tmpdir(), `ledgerline-test-seeded-${process.pid}-${Date.now()}.tar`);
  await writeDump(handle, seededDump);
  await handle.close();
  return { kind: "pglite", migratedDump, seededDump };
}

async function postgresTemplate(url: string): Promise<TestDatabaseTemplate> {
  const handle = openDatabase({ kind: "postgres", url, poolSize: 5 });
  await handle.migrate();
  await truncateAll(handle);
  await seedDatabase(handle.db, "test");
  // A database is copied only while nobody is connected to it.
  await handle.close();
  return { kind: "postgres", url };
}

/** TEST_DB_KIND=pglite (default): PGlite dumps; TEST_DB_KIND=postgres: TEST_DATABASE_URL becomes the template. */
export async function prepareTestDatabaseTemplate(): Promise<TestDatabaseTemplate> {
  if (process.env.TEST_DB_KIND !== "postgres") return pgliteTemplate();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  return postgresTemplate(url);
}

/** Removes what the run made: the seeded dump, or every file's database left behind by a failed file. */
export async function removeTestDatabaseTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind === "pglite") {
    rmSync(template.seededDump, { force: true });
    return;
  }
  await withServer(template.url, async (admin, templateName) => {
    const left = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [`${templateName}_f`],
    );
    for (const { datname } of left.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/**
 * The test database's tables emptied and its sequences restarted (an unseeded file's database starts from the
 * seeded template; a reused database numbers its demo loans and receipts from 1 again, as a fresh one does).
 */
async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rawRows<{ tablename: string }>(result).map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0)
    await handle.db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
  const sequences = await handle.db.execute(
    sql`select sequencename from pg_sequences where schemaname = 'public'`,
  );
  for (const { sequencename } of rawRows<{ sequencename: string }>(sequences))
    await handle.db.execute(sql.raw(`ALTER SEQUENCE "public"."${sequencename}" RESTART`));
}

/** Runs `run` on a connection to the server's `postgres` database (never the template, which must stay idle). */
async function withServer<T>(
  templateUrl: string,
  run: (admin: pg.Client, templateName: string) => Promise<T>,
): Promise<T> {
  const url = new URL(templateUrl);
  const templateName = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    return await run(admin, templateName);
  } finally {
    await admin.end();
  }
}

let filesDatabases = 0;

/** A database of the file's own, copied from the template and dropped when the handle is closed. */
async function postgresCopy(templateUrl: string, seed: boolean): Promise<DatabaseHandle> {
  filesDatabases += 1;
  const copy = await withServer(templateUrl, async (admin, templateName) => {
    const name = `${templateName}_f${process.pid}_${filesDatabases}`;
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    return name;
  });
  const url = new URL(templateUrl);
  url.pathname = `/${copy}`;
  const handle = openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  if (!seed) await truncateAll(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withServer(templateUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`));
    },
  };
}

const dumpBytes = new Map<string, Uint8Array>();

/** A template's tarball, read from disk once per worker (PGlite only reads the bytes it is given). */
export function templateBytes(dump: string): Uint8Array {
  let bytes = dumpBytes.get(dump);
  if (!bytes) {
    bytes = readFileSync(dump);
    dumpBytes.set(dump, bytes);
  }
  return bytes;
}

/** A database for one test file: migrated, and seeded with the demo data unless `seed` is false. */
export async function createTestDatabase({ seed }: { seed: boolean }): Promise<DatabaseHandle> {
  const template = inject("testDatabaseTemplate");
  if (template.kind === "postgres") return postgresCopy(template.url, seed);
  return openDatabase({
    kind: "pglite",
    loadDataDir: templateBytes(seed ? template.seededDump : template.migratedDump),
  });
}
