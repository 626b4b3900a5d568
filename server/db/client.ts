import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, DatabaseKind } from "./database";
import * as schema from "./schema/index";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies every pending migration of server/db/migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Calls `onNotify` with each payload sent on `channel` (LISTEN), and `onLost` if the listening connection
   * drops (PostgreSQL). Answers a function that stops listening.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ) => Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob>;
};

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` undefined means in-memory; `loadDataDir` starts from a dump (tests reuse a migrated one). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Uint8Array };

/**
 * A tarball already in memory, handed to PGlite as the Blob it reads with `arrayBuffer()`: Node's own Blob
 * copies its bytes out through a stream reader, a quarter of a second for the test suite's 48 MB template.
 */
class BytesBlob extends Blob {
  constructor(private readonly tarball: Uint8Array) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tarball;
    return Promise.resolve(
      byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer
        ? buffer
        : this.tarball.slice().buffer,
    );
  }
}

const migrationsFolder = path.join(import.meta.dirname, "migrations");

/** PGlite (embedded, persisted under DATA_DIR) by default; node-postgres when DATABASE_URL is set. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onNotify, onLost) => listenPostgres(target.url, channel, onNotify, onLost),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({
    // The invoice list's contains search (migration 0007).
    extensions: { pg_trgm },
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: new BytesBlob(target.loadDataDir) } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    dump: () => client.dumpDataDir("none"),
  };
}

/** A dedicated connection (a pooled one would drop the LISTEN when returned) that reports its own loss. */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  const lost = () => {
    if (!stopped) onLost();
  };
  client.on("notification", (message) => {
    if (message.channel === channel) onNotify(message.payload ?? "");
  });
  client.on("error", lost);
  client.on("end", lost);
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  return async () => {
    stopped = true;
    await client.end();
  };
}

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, "pglite");
