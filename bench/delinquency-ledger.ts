import { sql } from "drizzle-orm";
import type { Database } from "@server/db/database";

/**
 * The delinquency bench's ledger, written by the database itself: `tranches` loans (from the scale seed's
 * loans, those the demo gave no dues) with `duesPerTranche` monthly dues each, spread so the first due falls up to 400 days before
 * `asOf`; most dues paid (on time, late, or in part, by a deterministic hash), the rest left unpaid, so every
 * bucket fills. One receipt per tranche carries its allocations.
 */
export async function seedDelinquencyLedger(
  db: Database,
  asOf: string,
  tranches: number,
  duesPerTranche: number,
): Promise<void> {
  await db.execute(sql`CREATE TEMP TABLE bench_tranches AS
    SELECT l.id, l.loan_number, l.lender_id, l.anchor_id, l.programme_id, l.borrower_user_id, l.borrower_name,
      abs(hashtext(l.id::text)) AS h
    FROM loans l WHERE NOT EXISTS (SELECT 1 FROM emis e WHERE e.loan_id = l.id)
    ORDER BY l.id LIMIT ${tranches}`);
  await db.execute(sql`INSERT INTO emis (id, tranche_kind, loan_id, tranche_ref, lender_id, anchor_id,
      programme_id, borrower_user_id, borrower_key, borrower_name, installment_number, due_date, status,
      principal_due_paise, interest_due_paise)
    SELECT gen_random_uuid(), 'LOAN', t.id, t.loan_number, t.lender_id, t.anchor_id, t.programme_id,
      t.borrower_user_id, coalesce('user:' || t.borrower_user_id::text, 'loan:' || t.id::text), t.borrower_name,
      n, ${asOf}::date - (t.h % 400)::int + (n - 1) * 30, 'SCHEDULED', 100000 + (t.h % 50000), 10000
    FROM bench_tranches t CROSS JOIN generate_series(1, ${duesPerTranche}) AS n`);
  await db.execute(sql`INSERT INTO receipts (id, receipt_number, channel, status, lender_id, anchor_id,
      programme_id, borrower_user_id, borrower_key, borrower_name, loan_id, amount_paise, received_on)
    SELECT gen_random_uuid(), 'RC-B' || t.h || '-' || t.id::text, 'NACH', 'COMPLETED', t.lender_id, t.anchor_id,
      t.programme_id, t.borrower_user_id, coalesce('user:' || t.borrower_user_id::text, 'loan:' || t.id::text),
      t.borrower_name, t.id, 0, ${asOf}::date
    FROM bench_tranches t`);
  // Per due: 70% paid on time, 10% paid 45 days late, 10% part-paid (interest only), 10% unpaid.
  await db.execute(sql`INSERT INTO receipt_allocations (id, receipt_id, emi_id, component, amount_paise, allocated_on)
    SELECT gen_random_uuid(), r.id, e.id, c.component,
      CASE c.component WHEN 'INTEREST' THEN e.interest_due_paise ELSE e.principal_due_paise END,
      CASE WHEN d.k < 7 THEN e.due_date ELSE e.due_date + 45 END
    FROM emis e
    JOIN receipts r ON r.loan_id = e.loan_id AND r.receipt_number LIKE 'RC-B%'
    CROSS JOIN LATERAL (SELECT abs(hashtext(e.id::text)) % 10 AS k) d
    CROSS JOIN (VALUES ('INTEREST'), ('PRINCIPAL')) AS c(component)
    WHERE d.k < 9 AND NOT (d.k = 8 AND c.component = 'PRINCIPAL')
      AND (CASE WHEN d.k < 7 THEN e.due_date ELSE e.due_date + 45 END) <= ${asOf}::date`);
  await db.execute(sql`DROP TABLE bench_tranches`);
  await db.execute(sql`ANALYZE emis`);
  await db.execute(sql`ANALYZE receipt_allocations`);
}
