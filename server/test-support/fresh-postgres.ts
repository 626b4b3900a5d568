import pg from "pg";

/**
 * Runs `run` against a database created for it on the PostgreSQL server `serverUrl` (named
 * `<prefix>_<time>_<pid>`), and drops that database afterwards, whatever happened.
 */
export async function withFreshPostgres<T>(
  serverUrl: string,
  prefix: string,
  run: (url: string) => T | Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  // Through the maintenance database: a connection to a test file's template would stop it being copied.
  const maintenance = new URL(serverUrl);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: maintenance.toString() });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}
