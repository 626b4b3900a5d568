-- Contains search on the counterparty's name: a trigram index answers `lower(name) LIKE '%text%'` at a
-- million rows (the prefix-only index it replaces could not).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_counterparty_trgm_idx" ON "invoices" USING gin (lower("counterparty_name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_counterparty_idx";
--> statement-breakpoint
-- The range filters without a status: each is an index range scan, so a page sorted by that column stops
-- after 50 rows and a capped count reads at most 10,001 index entries instead of the table.
CREATE INDEX IF NOT EXISTS "invoices_amount_idx" ON "invoices" ("amount_paise", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_invoice_date_idx" ON "invoices" ("invoice_date", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_payment_date_idx" ON "invoices" ("payment_date", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_status_payment_date_idx" ON "invoices" ("status", "payment_date", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_actual_payment_date_idx" ON "invoices" ("actual_payment_date", "id") WHERE "actual_payment_date" IS NOT NULL;
--> statement-breakpoint
-- Narrow invalidation: changes to invoices and their counters are announced per tenant, so a cached page of
-- one anchor, lender or merchant survives another tenant's writes. Payload: "<table> <anchor_id> <lender_id>
-- <merchant_user_id or ->", once per distinct key set of a statement (old and new rows of an update both
-- count); a payload of the table's name alone (TRUNCATE) means every row of the table may have changed.
CREATE OR REPLACE FUNCTION ledgerline_notify_invoices_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('ledgerline_data_changed',
      concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, coalesce(keys.merchant_user_id::text, '-')))
    FROM (SELECT DISTINCT anchor_id, lender_id, merchant_user_id FROM new_rows) AS keys;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('ledgerline_data_changed',
      concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, coalesce(keys.merchant_user_id::text, '-')))
    FROM (SELECT DISTINCT anchor_id, lender_id, merchant_user_id FROM old_rows) AS keys;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledgerline_notify_invoice_counts_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('ledgerline_data_changed', concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, '-'))
    FROM (SELECT DISTINCT anchor_id, lender_id FROM new_rows) AS keys;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('ledgerline_data_changed', concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, '-'))
    FROM (SELECT DISTINCT anchor_id, lender_id FROM old_rows) AS keys;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_data_changed" ON "invoices";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoice_counts_data_changed" ON "invoice_counts";
--> statement-breakpoint
CREATE TRIGGER invoices_inserted AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER invoices_updated AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER invoices_deleted AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER invoices_truncated AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_inserted AFTER INSERT ON "invoice_counts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_invoice_counts_changed();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_updated AFTER UPDATE ON "invoice_counts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_invoice_counts_changed();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_deleted AFTER DELETE ON "invoice_counts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_invoice_counts_changed();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_truncated AFTER TRUNCATE ON "invoice_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
