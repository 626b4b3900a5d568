-- The invoice list at a million rows (issue 10, second pass; docs/invoice-list-performance.md). Every column the
-- portal sorts by gets an index (column, id), so a page is an index walk that stops after it.
CREATE INDEX IF NOT EXISTS "invoices_number_idx" ON "invoices" ("invoice_number", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_counterparty_name_idx" ON "invoices" ("counterparty_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_status_idx" ON "invoices" ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_type_idx" ON "invoices" ("type", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_actual_payment_idx" ON "invoices" ("actual_payment_paise", "id");
--> statement-breakpoint
-- Sorting by the actual payment date lists the unpaid (null) ones too: the partial index cannot serve it.
DROP INDEX IF EXISTS "invoices_actual_payment_date_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_actual_payment_date_idx" ON "invoices" ("actual_payment_date", "id");
--> statement-breakpoint
-- A date range on the default sort (newest first) is read day by day: each day's rows in creation order.
CREATE INDEX IF NOT EXISTS "invoices_invoice_date_created_idx" ON "invoices" ("invoice_date", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_payment_date_created_idx" ON "invoices" ("payment_date", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_actual_payment_date_created_idx" ON "invoices" ("actual_payment_date", "created_at", "id") WHERE "actual_payment_date" IS NOT NULL;
--> statement-breakpoint
-- Tenant-first, on the default sort: a lender's invoices, and an anchor's or a lender's of some statuses.
CREATE INDEX IF NOT EXISTS "invoices_lender_created_idx" ON "invoices" ("lender_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_anchor_status_created_idx" ON "invoices" ("anchor_id", "status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_lender_status_created_idx" ON "invoices" ("lender_id", "status", "created_at", "id");
--> statement-breakpoint
-- ... which replace the tenant-first status indexes by invoice date: a tenant's status by invoice date walks the
-- (status, invoice_date) index instead (every index costs each write, and each plan considers it).
DROP INDEX IF EXISTS "invoices_anchor_status_date_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_lender_status_date_idx";
--> statement-breakpoint
-- The tenancy keys, type and status depend on each other (a merchant's invoices are all drawdowns, an anchor has
-- one lender): without these statistics the planner multiplies their selectivities and walks a sort index
-- for rows that do not exist.
CREATE STATISTICS IF NOT EXISTS "invoices_tenancy_stats" (mcv, dependencies) ON "anchor_id", "lender_id", "merchant_user_id", "type", "status" FROM "invoices";
--> statement-breakpoint
-- A counterparty belongs to one anchor (or merchant) and has one type: the name implies them.
CREATE STATISTICS IF NOT EXISTS "invoices_counterparty_stats" (dependencies) ON "counterparty_name", "type", "anchor_id", "lender_id", "merchant_user_id" FROM "invoices";
--> statement-breakpoint
-- The contains search on the counterparty's name looks up the names the invoices carry (a few thousand, under
-- their tenancy keys), then filters the invoices by equality with the names found (served by the index on
-- (counterparty_name, id) above and estimated from its statistics): the trigram index moves to this table.
CREATE TABLE IF NOT EXISTS "invoice_counterparty_names" (
	"anchor_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"merchant_user_id" uuid,
	"type" text NOT NULL,
	"counterparty_name" text NOT NULL,
	CONSTRAINT "invoice_counterparty_names_unique" UNIQUE NULLS NOT DISTINCT ("anchor_id", "lender_id", "merchant_user_id", "type", "counterparty_name")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoice_counterparty_names_trgm_idx" ON "invoice_counterparty_names" USING gin (lower("counterparty_name") gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "invoice_counterparty_names" ("anchor_id", "lender_id", "merchant_user_id", "type", "counterparty_name")
  SELECT DISTINCT "anchor_id", "lender_id", "merchant_user_id", "type", "counterparty_name" FROM "invoices"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Kept by the invoices themselves, whoever writes them: once per inserting statement (a name already listed
-- costs one index lookup, no insert), and per updated row only when a key or the name changed (the WHEN
-- clause costs nothing for the usual status changes).
CREATE OR REPLACE FUNCTION ledgerline_invoice_names_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO invoice_counterparty_names (anchor_id, lender_id, merchant_user_id, type, counterparty_name)
    SELECT DISTINCT r.anchor_id, r.lender_id, r.merchant_user_id, r.type, r.counterparty_name FROM new_rows r
    WHERE NOT EXISTS (SELECT 1 FROM invoice_counterparty_names n
      WHERE n.anchor_id = r.anchor_id AND n.lender_id = r.lender_id
        AND n.merchant_user_id IS NOT DISTINCT FROM r.merchant_user_id
        AND n.type = r.type AND n.counterparty_name = r.counterparty_name)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledgerline_invoice_name_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO invoice_counterparty_names (anchor_id, lender_id, merchant_user_id, type, counterparty_name)
    VALUES (NEW.anchor_id, NEW.lender_id, NEW.merchant_user_id, NEW.type, NEW.counterparty_name)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_names_inserted" ON "invoices";
--> statement-breakpoint
CREATE TRIGGER "invoices_names_inserted" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_invoice_names_inserted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_name_updated" ON "invoices";
--> statement-breakpoint
CREATE TRIGGER "invoices_name_updated" AFTER UPDATE ON "invoices" FOR EACH ROW
  WHEN ((OLD.anchor_id, OLD.lender_id, OLD.merchant_user_id, OLD.type, OLD.counterparty_name)
    IS DISTINCT FROM (NEW.anchor_id, NEW.lender_id, NEW.merchant_user_id, NEW.type, NEW.counterparty_name))
  EXECUTE FUNCTION ledgerline_invoice_name_updated();
--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_counterparty_trgm_idx";
--> statement-breakpoint
ANALYZE "invoices";
