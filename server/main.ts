/**
 * `npm start`: reads the environment once, opens the database (PGlite under DATA_DIR, or PostgreSQL with
 * DATABASE_URL), applies migrations, seeds (demo data only outside production), and serves the API and
 * the built portal.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app";
import { readEnv } from "./config/env";
import { configFromEnv } from "./config/resolve-config";
import { ADVERTISED_DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed/demo-data";
import { describeDatabase, openDatabaseOrExit } from "./db/open-from-env";
import { seedDatabase } from "./db/seed";
import { watchDataVersion } from "./db/data-version";
import { trackRequestsInFlight } from "./http/graceful-drain";
import { SandboxInProductionError } from "./integrations/sandbox-guard";
import { seedDemoDocuments } from "./db/seed/demo-logo";
import { seedDemoLoanDocuments } from "./db/seed/seed-loan-documents";
import {
  diskDocumentStore,
  documentsDirectory,
  sweepTemporaryDocuments,
} from "./integrations/storage/disk-document-store";

/** How long a shutdown waits for requests in flight before it cuts their connections. */
const DRAIN_TIMEOUT_MS = 10_000;
/** How long no request must be in flight before a shutdown goes on. */
const DRAIN_QUIET_MS = 200;
/** A temporary upload file this old was left by a write that died (a live one takes well under a minute). */
const STALE_TEMPORARY_FILE_MS = 60 * 60 * 1000;

const env = readEnv();
if (env.E2E_FRESH_DATA) rmSync(path.resolve(env.DATA_DIR), { recursive: true, force: true });

const config = configFromEnv(env);
const database = openDatabaseOrExit(env);
await database.migrate();
const seeded = await seedDatabase(database.db, env.NODE_ENV);
if (seeded.demoSeeded) {
  const documents = diskDocumentStore(documentsDirectory(env.DATA_DIR));
  await seedDemoDocuments(documents);
  await seedDemoLoanDocuments(database.db, documents);
}
await sweepTemporaryDocuments(documentsDirectory(env.DATA_DIR), STALE_TEMPORARY_FILE_MS);
const dataVersion = await watchDataVersion(database, (error) =>
  console.warn(
    `Cached reads are off until the database's change notifications are back${error ? `: ${String(error)}` : ""}`,
  ),
);
const app = await buildApp({ db: database.db, config, dataVersion }).catch(async (error: unknown) => {
  if (!(error instanceof SandboxInProductionError)) throw error;
  console.error(error.message);
  await database.close();
  process.exit(1);
});

const requests = trackRequestsInFlight(app.server);
let closing = false;
/**
 * Stops accepting connections, answers the requests in flight (waiting at most DRAIN_TIMEOUT_MS), and only
 * then closes the app and the database they use.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, inFlight: requests.inFlight() }, "shutting down: answering the requests in flight");
  const { drained } = await requests.drain({ timeoutMs: DRAIN_TIMEOUT_MS, quietMs: DRAIN_QUIET_MS });
  if (!drained) app.log.warn({ inFlight: requests.inFlight() }, "requests still in flight; cutting them off");
  app.server.closeAllConnections();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });

const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : env.PORT;
const url = `http://${shownHost}:${port}`;
const lines = [
  "",
  `Ledgerline is running at ${url}  (API reference: ${url}/docs)`,
  `Database: ${describeDatabase(env)}${seeded.demoSeeded ? " (demo data seeded)" : ""}`,
];
if (env.NODE_ENV !== "production") {
  lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of ADVERTISED_DEMO_ACCOUNTS) {
    lines.push(
      `  ${account.email.padEnd(22)} ${account.kind === "ADMIN" ? account.userType : `merchant, ${account.userType}`}`,
    );
  }
}
console.log(lines.join("\n"));
