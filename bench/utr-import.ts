/**
 * A bulk UTR import of 100,000 rows (BENCH_UTR_ROWS, `utr_update`): the preview (the CSV streamed through
 * papaparse, every row checked and stored) and the commit (batches of 1,000, one transaction each). Targets
 * (issue 14): each ≤ 5 s on PostgreSQL and ≤ 15 s on PGlite, peak RSS ≤ 256 MB while they run (sampled;
 * PGlite's database lives in the process and counts in it). Then a `utr_payment` import of 2,000 repayments
 * (BENCH_UTR_PAYMENT_ROWS) on the invoices just paid: each row a receipt through the receipt poster, measured
 * without a target (the issue sets none). PGlite unless BENCH_SKIP_PGLITE=1; PostgreSQL when BENCH_DATABASE_URL names a server.
 * Prints a table and `BENCH_RESULT {json}` lines for bench/run-all.ts.
 */
import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { Principal } from "@server/auth/principal";
import type { UtrImportType } from "@domain/api/utr-imports";
import { openDatabase, type DatabaseTarget } from "@server/db/client";
import type { Database } from "@server/db/database";
import { invoices, utrImports } from "@server/db/schema/index";
import { seedDatabase } from "@server/db/seed";
import { demoUserId } from "@server/db/seed/demo-data";
import { insertGeneratedInvoices, rebuildInvoiceCounts } from "@server/db/seed/seed-invoices";
import { createImport } from "@server/modules/utr-imports/create-import";
import { parseUtrFile } from "@server/modules/utr-imports/parse-utr-file";
import { runCommit } from "@server/modules/utr-imports/run-commit";
import { onBothDatabases } from "./both-databases";
import { printResults } from "./load-test";

const rowCount = Number(process.env.BENCH_UTR_ROWS ?? 100_000);
const paymentRowCount = Math.min(rowCount, Number(process.env.BENCH_UTR_PAYMENT_ROWS ?? 2_000));
const TARGET_S: Record<string, number> = { PGlite: 15, PostgreSQL: 5 };
const RSS_TARGET_MB = 256;
const FIRST = 1_000_001;
const FIRST_NUMBER = `INV-${String(FIRST).padStart(8, "0")}`;

type Row = { database: string; measure: string; value: string; target: string; met: string };

const log = (line: string) => console.log(`[bench/utr-import] ${line}`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The largest resident set seen (sampled every 50 ms) while `work` runs: the import's, not the seeding's. */
async function sampledPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    return { result: await work(), peakMb: Math.max(peak, process.memoryUsage().rss) / 1_048_576 };
  } finally {
    clearInterval(timer);
  }
}

/** `rowCount` Approved invoices without a UTR, the file that pays each of them, and their numbers. */
async function seedFile(db: Database): Promise<{ file: Buffer; numbers: string[] }> {
  await insertGeneratedInvoices(db, FIRST, FIRST + rowCount - 1, 100_000);
  await db.execute(sql`UPDATE invoices SET status = 'Approved', utr = NULL, actual_payment_date = NULL,
    reject_reason = NULL WHERE invoice_number >= ${FIRST_NUMBER}`);
  await rebuildInvoiceCounts(db);
  const approved = await db
    .select({ number: invoices.invoiceNumber, paise: invoices.actualPaymentPaise })
    .from(invoices)
    .where(and(eq(invoices.status, "Approved"), sql`${invoices.invoiceNumber} >= ${FIRST_NUMBER}`));
  const lines = approved.map(
    (invoice, n) =>
      `${invoice.number},${String(960_000_000_000 + n)},${(invoice.paise / 100).toFixed(2)},2026-01-01`,
  );
  return {
    file: Buffer.from(["Invoice Number,UTR,Amount,Payment Date", ...lines].join("\r\n")),
    numbers: approved.map((invoice) => invoice.number),
  };
}

/** One rupee repaid on each of `numbers` (invoices paid by the first import, so each has its due). */
const paymentFile = (numbers: string[]) =>
  Buffer.from(
    [
      "Invoice Number,UTR,Amount,Payment Date,Mode",
      ...numbers.map((number, n) => `${number},${String(970_000_000_000 + n)},1.00,2026-01-02,IMPS`),
    ].join("\r\n"),
  );

/** The file as an upload streams it: 64 KB chunks. */
function* chunks(file: Buffer) {
  for (let start = 0; start < file.length; start += 65_536) yield file.subarray(start, start + 65_536);
}

async function benchOne(label: string, target: DatabaseTarget): Promise<Row[]> {
  const database = openDatabase(target);
  const { db } = database;
  try {
    await database.migrate();
    await seedDatabase(db, "test");
    const context = { db, now: new Date(), principal: { id: demoUserId("payments") } as Principal };

    /** Preview (parse, check, store) then commit (as approved) of one file: the milliseconds of each. */
    async function timed(type: UtrImportType, file: Buffer) {
      let started = performance.now();
      const parsed = await parseUtrFile(type, Readable.from(chunks(file)), `${type}.csv`, "text/csv");
      const preview = await createImport(context, type, `${type}.csv`, parsed);
      const previewMs = performance.now() - started;
      log(
        `${label}: ${type} preview of ${preview.totalRows} rows (${preview.validRows} valid) in ${seconds(previewMs)} s`,
      );
      await db.update(utrImports).set({ state: "COMMITTING" }).where(eq(utrImports.id, preview.id));
      started = performance.now();
      await runCommit(db, preview.id, new Date());
      const commitMs = performance.now() - started;
      const [done] = await db.select().from(utrImports).where(eq(utrImports.id, preview.id));
      log(`${label}: ${type} commit of ${done?.appliedRows} rows (${done?.state}) in ${seconds(commitMs)} s`);
      return { previewMs, commitMs };
    }

    const { file, numbers } = await seedFile(db);
    const { result: timings, peakMb } = await sampledPeakRss(() => timed("utr_update", file));
    const payments = await timed("utr_payment", paymentFile(numbers.slice(0, paymentRowCount)));
    const target = TARGET_S[label] ?? 5;
    return [
      ["preview", timings.previewMs],
      ["commit", timings.commitMs],
    ]
      .map(([measure, ms]) => ({
        database: label,
        measure: `${measure} of ${rowCount.toLocaleString("en-IN")} rows`,
        value: `${seconds(ms as number)} s`,
        target: `≤ ${target} s`,
        met: (ms as number) <= target * 1000 ? "yes" : "no",
      }))
      .concat({
        database: label,
        measure: "peak RSS during preview and commit",
        value: `${peakMb.toFixed(0)} MB`,
        target: `≤ ${RSS_TARGET_MB} MB`,
        met: peakMb <= RSS_TARGET_MB ? "yes" : "no",
      })
      .concat(
        (["preview", "commit"] as const).map((measure) => ({
          database: label,
          measure: `utr_payment ${measure} of ${paymentRowCount.toLocaleString("en-IN")} receipts`,
          value: `${seconds(payments[`${measure}Ms`])} s`,
          target: "none set",
          met: "—",
        })),
      );
  } finally {
    await database.close();
  }
}

const rows = await onBothDatabases("utr-import", "ledgerline_bench_utr_import", benchOne, log);
printResults<Row>(
  "utr-import",
  "Bulk UTR import: preview and commit",
  [
    ["database", "Database"],
    ["measure", "Measure"],
    ["value", "Result"],
    ["target", "Target"],
    ["met", "Met"],
  ],
  rows,
);
