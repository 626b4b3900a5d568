/**
 * Runs the API suite on the embedded PGlite database, then again on PostgreSQL when
 * TEST_DATABASE_URL names a server: a fresh database is created for the run and dropped after.
 */
import { spawnSync } from "node:child_process";
import { withFreshPostgres } from "@server/test-support/fresh-postgres";

const extraArgs = process.argv.slice(2);

function runSuite(label: string, env: NodeJS.ProcessEnv): void {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "api", ...extraArgs], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

runSuite("PGlite (embedded)", { TEST_DB_KIND: "pglite" });

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log("\n⚠ Skipped the PostgreSQL leg of the API tests: TEST_DATABASE_URL is not set.");
} else {
  await withFreshPostgres(serverUrl, "ledgerline_test", (url) =>
    runSuite(`PostgreSQL (${new URL(url).host})`, { TEST_DB_KIND: "postgres", TEST_DATABASE_URL: url }),
  );
}
