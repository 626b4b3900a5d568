import { type ChildProcess, spawn } from "node:child_process";
import { inject } from "vitest";
import { openDatabase, pgliteDirectory } from "@server/db/client";
import { templateBytes } from "./test-database";

/** `npm start`'s entry (`server/main.ts`) as a child process, listening on a port it chose. */
export type SpawnedServer = { child: ChildProcess; port: number; base: string; output: () => string };

/** The line `server/main.ts` prints once it listens. */
const LISTENING = /running at http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * Starts the real server on `dataDir` (PGlite in `dataDir/pglite`, or PostgreSQL at `databaseUrl`), on a free
 * port, and resolves once it listens; rejects with its output if it exits first.
 */
export function spawnServer(
  dataDir: string,
  { databaseUrl, env = {} }: { databaseUrl?: string | null; env?: NodeJS.ProcessEnv } = {},
): Promise<SpawnedServer> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...env,
  };
  delete childEnv.E2E_FRESH_DATA;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const port = Number(LISTENING.exec(output)?.[1] ?? 0);
      if (port) resolve({ child, port, base: `http://127.0.0.1:${port}`, output: () => output });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
}

/** Kills the server as a power cut would (SIGKILL) and resolves once it is gone. */
export function killHard(server: SpawnedServer | null): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

/**
 * Fills `dataDir`'s PGlite directory with this run's migrated and seeded demo database (the API project's
 * template), so a spawned server starts on the demo data without creating and seeding a database of its own.
 * On a PostgreSQL run there is no PGlite template: the server then creates and seeds its own, as `npm start`
 * does.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const template = inject("testDatabaseTemplate");
  if (template.kind !== "pglite") return;
  const handle = openDatabase({
    kind: "pglite",
    dataDir: pgliteDirectory(dataDir),
    loadDataDir: templateBytes(template.seededDump),
  });
  await handle.migrate();
  await handle.close();
}
