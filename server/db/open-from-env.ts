import type { Env } from "@server/config/env";
import { openDatabase, pgliteDirectory, type DatabaseHandle } from "./client";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR, locked to this process until
 * closed (a second process on the same DATA_DIR throws `DataDirInUseError`).
 */
function openDatabaseFromEnv(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): DatabaseHandle {
  if (env.DATABASE_URL) return openDatabase({ kind: "postgres", url: env.DATABASE_URL });
  const release = lockDataDir(env.DATA_DIR);
  const handle = openDatabase({ kind: "pglite", dataDir: pgliteDirectory(env.DATA_DIR) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

/** `openDatabaseFromEnv` for the server and the command-line tools: a data directory in use ends the process in words. */
export function openDatabaseOrExit(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): DatabaseHandle {
  try {
    return openDatabaseFromEnv(env);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Where the data lives, for messages (never prints a password). */
export function describeDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): string {
  if (!env.DATABASE_URL) return `PGlite in ${pgliteDirectory(env.DATA_DIR)}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
