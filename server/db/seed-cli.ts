/**
 * `npm run seed`: migrates and seeds the configured database (DATABASE_URL, or PGlite under DATA_DIR);
 * `npm run seed -- --scale N` adds N-sized volumes for benchmarks (N merchants, N/200 anchors,
 * N/2000 lenders; password Demo@1234) and brings the invoice table to N rows; `--invoices M` sets the
 * invoice count alone (e.g. `--invoices 1000000`); `--loans L` brings the loan table to L rows (N by default)
 * over the tenants present. Refuses volumes in production.
 */
import { parseArgs } from "node:util";
import { readEnv } from "@server/config/env";
import { describeDatabase, openDatabaseOrExit } from "./open-from-env";
import { seedDatabase } from "./seed";
import { seedInvoiceVolume } from "./seed/seed-invoices";
import { seedLoanVolume, seedScale } from "./seed/seed-scale";

const { values } = parseArgs({
  options: { scale: { type: "string" }, invoices: { type: "string" }, loans: { type: "string" } },
});
const scale = values.scale === undefined ? 0 : Number(values.scale);
const invoiceTarget = values.invoices === undefined ? scale : Number(values.invoices);
const loanTarget = values.loans === undefined ? scale : Number(values.loans);
if ([scale, invoiceTarget, loanTarget].some((n) => !Number.isInteger(n) || n < 0)) {
  console.error("--scale, --invoices and --loans must be whole numbers, e.g. --scale 10000");
  process.exit(1);
}

const env = readEnv();
if ((scale > 0 || invoiceTarget > 0 || loanTarget > 0) && env.NODE_ENV === "production") {
  console.error("Refusing to generate benchmark volumes with NODE_ENV=production.");
  process.exit(1);
}

const database = openDatabaseOrExit(env);
try {
  await database.migrate();
  const outcome = await seedDatabase(database.db, env.NODE_ENV);
  console.log(
    `${describeDatabase(env)}: ${outcome.demoSeeded ? "demo data seeded" : "demo data already present (or production)"}`,
  );
  if (scale > 0) {
    const started = Date.now();
    const counts = await seedScale(database.db, scale, (line) => console.log(line));
    console.log(
      `Scale ${scale}: ${counts.lenders} lenders, ${counts.anchors} anchors, ${counts.merchants} merchants in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (invoiceTarget > 0) {
    const started = Date.now();
    const added = await seedInvoiceVolume(database.db, invoiceTarget, (done) =>
      console.log(`  invoices: ${done}`),
    );
    console.log(
      `Invoices: ${added} added (target ${invoiceTarget}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (loanTarget > 0) {
    const started = Date.now();
    const added = await seedLoanVolume(database.db, loanTarget, (done) => console.log(`  loans: ${done}`));
    console.log(
      `Loans: ${added} added (target ${loanTarget}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await database.close();
}
