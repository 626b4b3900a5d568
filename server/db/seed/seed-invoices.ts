import { sql } from "drizzle-orm";
import type { Database, Executor } from "../database";
import { invoiceTerms, partners, retailers, suppliers } from "../schema/index";
import { demoUserId } from "./demo-data";
import { DEMO_PROGRAMMES } from "./demo-organisations";
import { DEMO_INVOICE_TERMS, DEMO_PARTNERS, DEMO_RETAILERS, DEMO_SUPPLIERS } from "./demo-counterparties";

/** How many invoices the demo seed creates (across statuses, types and the three anchors). */
export const DEMO_INVOICE_COUNT = 300;

const rateOf = (programmeId: string) =>
  DEMO_INVOICE_TERMS.find((terms) => terms.programmeId === programmeId)?.interestRatePercent ?? "12";

/** Every counterparty an invoice can be drawn against, with its programme, as one VALUES list. */
function counterpartyValues() {
  const programmeOf = (anchorId: string) => DEMO_PROGRAMMES.find((p) => p.anchorId === anchorId)!;
  const rows = [
    ...DEMO_SUPPLIERS.map((s) => ({
      kind: "SUPPLIER_INVOICE",
      id: s.id,
      name: s.name,
      anchorId: s.anchorId,
      tds: null,
    })),
    ...DEMO_PARTNERS.map((p) => ({
      kind: "PARTNER_INVOICE",
      id: p.id,
      name: p.name,
      anchorId: p.anchorId,
      tds: p.tdsPercent,
    })),
    ...DEMO_RETAILERS.map((r) => ({
      kind: "DRAWDOWN_REQUEST",
      id: r.id,
      name: r.businessName,
      anchorId: r.anchorId,
      tds: null,
    })),
  ];
  const values = rows.map((row, n) => {
    const programme = programmeOf(row.anchorId);
    return sql`(${n}::int, ${row.kind}::text, ${row.id}::uuid, ${row.name}::text, ${row.anchorId}::uuid, ${programme.id}::uuid, ${programme.lenderId}::uuid, ${row.tds}::numeric, ${rateOf(programme.id)}::numeric)`;
  });
  return { values: sql.join(values, sql`, `), count: rows.length };
}

/**
 * Inserts invoices number `from` to `to` in one statement (generate_series): deterministic ids, numbers,
 * amounts, dates and a status mix of 20% Completed, 20% Initiated, 15% each Verified and Paid, 10% each
 * Approved and Rejected, 5% each PreInitiated and Cancelled. Invoice dates follow the numbering (`perDay`
 * invoices a day from 1 Apr 2025), as entered data does. Counters and audit lines are the caller's job.
 */
export async function insertGeneratedInvoices(
  db: Executor,
  from: number,
  to: number,
  perDay = 1,
): Promise<void> {
  const cp = counterpartyValues();
  const ops = demoUserId("ops");
  const payments = demoUserId("payments");
  await db.execute(sql`
    WITH cp(n, kind, id, name, anchor_id, programme_id, lender_id, tds, rate) AS (VALUES ${cp.values}),
    g AS (
      SELECT i, (ARRAY['Initiated','Initiated','Initiated','Initiated','PreInitiated','Verified','Verified','Verified',
        'Approved','Approved','Paid','Paid','Paid','Completed','Completed','Completed','Completed','Cancelled',
        'Rejected','Rejected'])[1 + abs(hashint4(i + 7919)) % 20] AS status,
        abs(hashint4(i)) AS h
      FROM generate_series(${from}::int, ${to}::int) AS i
    )
    INSERT INTO invoices (id, type, status, anchor_id, programme_id, lender_id, supplier_id, partner_id, retailer_id,
      merchant_user_id, counterparty_name, invoice_number, amount_paise, invoice_date, repayment_duration_days,
      payment_date, interest_rate_percent, tds_percent, actual_payment_paise, actual_payment_date, utr,
      reject_reason, document_key, document_name, document_mime, verified_by, approved_by, version, created_at, updated_at)
    SELECT md5('ledgerline:invoice:' || g.i)::uuid, cp.kind, g.status, cp.anchor_id, cp.programme_id, cp.lender_id,
      CASE WHEN cp.kind = 'SUPPLIER_INVOICE' THEN cp.id END,
      CASE WHEN cp.kind = 'PARTNER_INVOICE' THEN cp.id END,
      CASE WHEN cp.kind = 'DRAWDOWN_REQUEST' THEN cp.id END,
      CASE WHEN cp.kind = 'DRAWDOWN_REQUEST' THEN ${demoUserId("merchant")}::uuid END,
      cp.name, 'INV-' || lpad(g.i::text, 8, '0'),
      (10000 + g.h % 490000) * 100,
      DATE '2025-04-01' + (g.i / ${perDay}::int), 30, DATE '2025-04-01' + (g.i / ${perDay}::int) + 5 + g.h % 20,
      cp.rate, cp.tds,
      round((10000 + g.h % 490000) * (1 - coalesce(cp.tds, 0) / 100 - cp.rate / 100 * 30 / 365)) * 100,
      CASE WHEN g.status IN ('Paid','Completed') THEN DATE '2025-04-01' + (g.i / ${perDay}::int) + 7 END,
      CASE WHEN g.status IN ('Paid','Completed') THEN 'SEEDR0' || lpad(g.i::text, 16, '0') END,
      CASE WHEN g.status = 'Rejected' THEN 'Invalid document' END,
      NULL, NULL, NULL,
      CASE WHEN g.status IN ('Verified','Approved','Paid','Completed','Rejected') THEN ${ops}::uuid END,
      CASE WHEN g.status IN ('Approved','Paid','Completed') THEN ${payments}::uuid END,
      1, TIMESTAMPTZ '2025-04-01 10:00+05:30' + g.i * INTERVAL '7 seconds',
      TIMESTAMPTZ '2025-04-01 10:00+05:30' + g.i * INTERVAL '7 seconds'
    FROM g JOIN cp ON cp.n = g.i % ${cp.count}::int`);
}

/** One audit line per generated invoice: created straight into its seeded status. */
async function auditGeneratedInvoices(db: Executor, from: number, to: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, at)
    SELECT NULL, 'invoice.seed', 'invoice', i.id::text, NULL,
      jsonb_build_object('status', i.status, 'reason', i.reject_reason), i.created_at
    FROM invoices i
    WHERE i.invoice_number BETWEEN ${`INV-${String(from).padStart(8, "0")}`} AND ${`INV-${String(to).padStart(8, "0")}`}`);
}

/** Rebuilds the per-programme counters from the invoices (after any bulk insert). */
export async function rebuildInvoiceCounts(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM invoice_counts`);
  await db.execute(sql`
    INSERT INTO invoice_counts (programme_id, anchor_id, lender_id, type, status, count)
    SELECT programme_id, anchor_id, lender_id, type, status, count(*) FROM invoices
    GROUP BY programme_id, anchor_id, lender_id, type, status`);
}

/** Demo suppliers, partners, retailers, invoice terms and DEMO_INVOICE_COUNT invoices with their history. */
export async function seedDemoInvoices(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(invoiceTerms).values([...DEMO_INVOICE_TERMS]);
    await tx.insert(suppliers).values(DEMO_SUPPLIERS);
    await tx.insert(partners).values(DEMO_PARTNERS);
    await tx.insert(retailers).values(DEMO_RETAILERS);
    await insertGeneratedInvoices(tx, 1, DEMO_INVOICE_COUNT);
    await auditGeneratedInvoices(tx, 1, DEMO_INVOICE_COUNT);
    await rebuildInvoiceCounts(tx);
  });
}

/**
 * `npm run seed -- --scale N`: brings the invoice table to N rows in batches of 50,000 (one statement each),
 * without audit lines, then rebuilds the counters and vacuums: the visibility map lets the list read its keys
 * from the indexes alone, and PGlite has no autovacuum to set it later. Returns how many rows were added.
 */
export async function seedInvoiceVolume(
  db: Database,
  target: number,
  onBatch?: (done: number) => void,
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`invoices`);
  const existing = row?.n ?? 0;
  const batch = 50_000;
  for (let from = existing + 1; from <= target; from += batch) {
    const to = Math.min(target, from + batch - 1);
    await insertGeneratedInvoices(db, from, to, 2000);
    onBatch?.(to);
  }
  await rebuildInvoiceCounts(db);
  await db.execute(sql`VACUUM ANALYZE invoices`);
  return Math.max(0, target - existing);
}
