/**
 * Runs the API suite on the embedded PGlite database, then again on PostgreSQL when
 * TEST_DATABASE_URL names a server: a fresh database is created for the run and dropped after.
 */
import { spawnSync } from "node:child_process";
import pg from "pg";

const extraArgs = process.argv.slice(2);

function runSuite(label: string, env: NodeJS.ProcessEnv): void {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "api", ...extraArgs], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function withFreshDatabase(serverUrl: string, run: (url: string) => void): Promise<void> {
  const name = `ledgerline_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

runSuite("PGlite (embedded)", { TEST_DB_KIND: "pglite" });

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log("\n⚠ Skipped the PostgreSQL leg of the API tests: TEST_DATABASE_URL is not set.");
} else {
  await withFreshDatabase(serverUrl, (url) =>
    runSuite(`PostgreSQL (${new URL(url).host})`, { TEST_DB_KIND: "postgres", TEST_DATABASE_URL: url }),
  );
}
