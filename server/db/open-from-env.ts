import type { Env } from "@server/config/env";
import { openDatabase, pgliteDirectory, type DatabaseHandle } from "./client";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function openDatabaseFromEnv(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): DatabaseHandle {
  return env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : openDatabase({ kind: "pglite", dataDir: pgliteDirectory(env.DATA_DIR) });
}

/** Where the data lives, for messages (never prints a password). */
export function describeDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): string {
  if (!env.DATABASE_URL) return `PGlite in ${pgliteDirectory(env.DATA_DIR)}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
