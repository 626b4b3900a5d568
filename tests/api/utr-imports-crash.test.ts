import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import type { PendingOperation } from "@domain/api/pending-operations";
import { UTR_IMPORT_BATCH_ROWS, UTR_PAYMENT_BATCH_ROWS, type UtrImport } from "@domain/api/utr-imports";
import { openDatabase, pgliteDirectory, type DatabaseHandle } from "@server/db/client";
import {
  auditLog,
  emis,
  invoices,
  receiptAllocations,
  receipts,
  utrImportRows,
} from "@server/db/schema/index";
import { seedDatabase } from "@server/db/seed";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { insertGeneratedInvoices, rebuildInvoiceCounts } from "@server/db/seed/seed-invoices";
import { withFreshPostgres } from "@server/test-support/fresh-postgres";
import { killHard, seedDataDir, spawnServer, type SpawnedServer } from "@server/test-support/spawned-server";
import { PAYMENTS, SUPERADMIN } from "./clients-kit";

/** Invoices beyond the demo's, so the file has three batches (a tenth of them are Approved): a kill -9 after the first leaves at least one to resume. */
const EXTRA_INVOICES = 30_000;
const dataDir = mkdtempSync(path.join(tmpdir(), "ll-utr-crash-"));
let server: SpawnedServer | null = null;

afterAll(async () => {
  await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const open = (url: string | null): DatabaseHandle =>
  url
    ? openDatabase({ kind: "postgres", url })
    : openDatabase({ kind: "pglite", dataDir: pgliteDirectory(dataDir) });

/** The real server on the test's database, answering requests. */
async function start(url: string | null): Promise<string> {
  server = await spawnServer(dataDir, { databaseUrl: url, env: { LOG_LEVEL: "silent" } });
  return server.base;
}

async function client(base: string, username: string) {
  const response = await fetch(`${base}/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return async <T>(method: string, url: string, body?: FormData) => {
    const answer = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${access_token}` },
      body,
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return ((await answer.json()) as { payload: T }).payload;
  };
}

/** The demo data plus generated invoices, and a UTR file for every Approved one (a unique 12-digit UTR each). */
async function prepare(
  url: string | null,
): Promise<{ csv: string; invoiceIds: string[]; numbers: string[] }> {
  // PGlite starts from the run's seeded template; a PostgreSQL database of its own is migrated and seeded here.
  if (!url) await seedDataDir(dataDir);
  const handle = open(url);
  if (url) {
    await handle.migrate();
    await seedDatabase(handle.db, "test");
  }
  await insertGeneratedInvoices(handle.db, 100_001, 100_000 + EXTRA_INVOICES, 1_000);
  await rebuildInvoiceCounts(handle.db);
  const approved = await handle.db
    .select({ id: invoices.id, number: invoices.invoiceNumber, paise: invoices.actualPaymentPaise })
    .from(invoices)
    .where(and(eq(invoices.status, "Approved"), sql`${invoices.invoiceNumber} >= 'INV-00100001'`));
  await handle.close();
  const lines = approved.map(
    (invoice, n) =>
      `${invoice.number},${String(913_000_000_000 + n)},${(invoice.paise / 100).toFixed(2)},2026-01-01`,
  );
  return {
    csv: ["invoiceNumber,utrNumber,amount,paymentDate", ...lines].join("\n"),
    invoiceIds: approved.map((invoice) => invoice.id),
    numbers: approved.map((invoice) => invoice.number),
  };
}

/** What the database holds for the file's invoices: rows applied, invoices Paid, their status lines and dues. */
async function applied(url: string | null, importId: string, invoiceIds: string[]) {
  const handle = open(url);
  try {
    const db = handle.db;
    const [rows] = await db
      .select({ n: count() })
      .from(utrImportRows)
      .where(and(eq(utrImportRows.importId, importId), eq(utrImportRows.state, "APPLIED")));
    const [paid] = await db
      .select({ n: count() })
      .from(invoices)
      .where(and(inArray(invoices.id, invoiceIds), eq(invoices.status, "Paid")));
    const [lines] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.enterUtr"), inArray(auditLog.entityId, invoiceIds)));
    const [dues] = await db.select({ n: count() }).from(emis).where(inArray(emis.invoiceId, invoiceIds));
    return { rows: rows!.n, paid: paid!.n, lines: lines!.n, dues: dues!.n };
  } finally {
    await handle.close();
  }
}

/** What the database holds for a `utr_payment` import: rows applied, their receipts and what those allocated. */
async function posted(url: string | null, importId: string) {
  const handle = open(url);
  try {
    const db = handle.db;
    const [rows] = await db
      .select({ n: count() })
      .from(utrImportRows)
      .where(and(eq(utrImportRows.importId, importId), eq(utrImportRows.state, "APPLIED")));
    const fromImport = sql`${receipts.details}::jsonb ->> 'importId' = ${importId}`;
    const [made] = await db.select({ n: count() }).from(receipts).where(fromImport);
    const [allocated] = await db
      .select({ paise: sql<string>`coalesce(sum(${receiptAllocations.amountPaise}), 0)::text` })
      .from(receiptAllocations)
      .innerJoin(receipts, eq(receipts.id, receiptAllocations.receiptId))
      .where(fromImport);
    return { rows: rows!.n, receipts: made!.n, allocatedPaise: Number(allocated!.paise) };
  } finally {
    await handle.close();
  }
}

/** Uploads, submits and approves a file as the maker and the checker; answers the import once it is applying. */
async function approvedAndApplying(base: string, type: string, name: string, csv: string) {
  const maker = await client(base, PAYMENTS);
  const checker = await client(base, SUPERADMIN);
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), name);
  const file = await maker<UtrImport>("POST", `/account/utr-imports?type=${type}`, form);
  const operation = await maker<PendingOperation>("POST", `/account/utr-imports/${file.id}/submit`);
  await checker<PendingOperation>("POST", `/account/pending-operations/${operation.id}/approve`);
  let progress = await maker<UtrImport>("GET", `/account/utr-imports/${file.id}`);
  while (progress.appliedRows === 0)
    progress = await maker<UtrImport>("GET", `/account/utr-imports/${file.id}`);
  return { file, progress };
}

/** Restarts the server and waits until it has resumed and finished the import. */
async function resumed(url: string | null, importId: string): Promise<UtrImport> {
  const reader = await client(await start(url), PAYMENTS);
  let progress: UtrImport;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    progress = await reader<UtrImport>("GET", `/account/utr-imports/${importId}`);
  } while (progress.state !== "COMMITTED");
  await killHard(server);
  return progress;
}

/** The same crash while repayments are posted (`utr_payment`): one rupee on each of the first invoices' dues. */
async function crashMidPayments(url: string | null, numbers: string[]) {
  const paying = numbers.slice(0, 5 * UTR_PAYMENT_BATCH_ROWS + 7);
  const csv = [
    "invoiceNumber,utrNumber,amount,paymentDate",
    ...paying.map((number, n) => `${number},${String(914_000_000_000 + n)},1.00,2026-01-02`),
  ].join("\n");
  const { file, progress } = await approvedAndApplying(await start(url), "utr_payment", "pay.csv", csv);
  expect(file.validRows).toBe(paying.length);
  await killHard(server);
  expect(progress.state).toBe("COMMITTING");
  const atCrash = await posted(url, file.id);
  expect(atCrash.rows % UTR_PAYMENT_BATCH_ROWS).toBe(0);
  expect(atCrash.rows).toBeLessThan(paying.length);
  expect(atCrash).toEqual({ rows: atCrash.rows, receipts: atCrash.rows, allocatedPaise: atCrash.rows * 100 });
  expect(await resumed(url, file.id)).toMatchObject({ appliedRows: paying.length, percentage: 100 });
  const n = paying.length;
  expect(await posted(url, file.id)).toEqual({ rows: n, receipts: n, allocatedPaise: n * 100 });
}

async function crashMidCommit(url: string | null) {
  const { csv, invoiceIds, numbers } = await prepare(url);
  expect(invoiceIds.length).toBeGreaterThan(2 * UTR_IMPORT_BATCH_ROWS);
  const { file, progress } = await approvedAndApplying(await start(url), "utr_update", "crash.csv", csv);
  expect(file.validRows).toBe(invoiceIds.length);
  await killHard(server);
  expect(progress.state).toBe("COMMITTING");

  // Whole batches only: every applied row has its invoice Paid, one status line and one due, and no more.
  const atCrash = await applied(url, file.id, invoiceIds);
  expect(atCrash.rows % UTR_IMPORT_BATCH_ROWS).toBe(0);
  expect(atCrash.rows).toBeLessThan(invoiceIds.length);
  expect(atCrash).toEqual({
    rows: atCrash.rows,
    paid: atCrash.rows,
    lines: atCrash.rows,
    dues: atCrash.rows,
  });

  // The restarted server resumes the commit and applies every row exactly once.
  expect(await resumed(url, file.id)).toMatchObject({ appliedRows: invoiceIds.length, percentage: 100 });
  const n = invoiceIds.length;
  expect(await applied(url, file.id, invoiceIds)).toEqual({ rows: n, paid: n, lines: n, dues: n });
  await crashMidPayments(url, numbers);
}

it("kill -9 during a commit (utr_update, then utr_payment) leaves whole batches only, and the restart completes it exactly once", async () => {
  const serverUrl = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) await withFreshPostgres(serverUrl, "ll_utr_crash", (url) => crashMidCommit(url));
  else await crashMidCommit(null);
}, 600_000);
