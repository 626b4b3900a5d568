-- Client management (issue 11): programme fields, anchor settings, anchor users, lender bank accounts,
-- report settings and the maker-checker table of pending changes.
ALTER TABLE "programmes" ADD COLUMN "dashboards" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "is_gst_enable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "is_itr_enable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "sub_plan" text;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "gst" text;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "theme_color" text;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "med_logo_key" text;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "xtr_logo_key" text;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE "anchor_settings" (
	"anchor_id" uuid PRIMARY KEY NOT NULL REFERENCES "anchors"("id"),
	"status" text DEFAULT 'Active' NOT NULL,
	"wf_id" text,
	"gst" boolean DEFAULT false NOT NULL,
	"rms" boolean DEFAULT false NOT NULL,
	"pre_pay_enable" boolean DEFAULT false NOT NULL,
	"sub_plan" text,
	"theme_bg_color" text,
	"logo_medium_key" text,
	"logo_large_key" text,
	"ocr_invoice_number" boolean DEFAULT false NOT NULL,
	"ocr_amount" boolean DEFAULT false NOT NULL,
	"ocr_date" boolean DEFAULT false NOT NULL,
	"ocr_supplier_id" boolean DEFAULT false NOT NULL,
	"lending_type" text DEFAULT 'NONE' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "anchor_settings" ("anchor_id") SELECT "id" FROM "anchors";
--> statement-breakpoint
CREATE TABLE "anchor_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"anchor_id" uuid NOT NULL REFERENCES "anchors"("id"),
	"external_id" text,
	"mobile" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id"),
	"avg_month_collection" numeric(12, 2) NOT NULL,
	"vintage" integer NOT NULL,
	"onboarding_flow" text NOT NULL,
	"bank_ids" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anchor_users_anchor_idx" ON "anchor_users" ("anchor_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_users_anchor_mobile_unique" ON "anchor_users" ("anchor_id", "mobile");
--> statement-breakpoint
CREATE TABLE "lender_bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lender_id" uuid NOT NULL REFERENCES "lenders"("id"),
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_type" text NOT NULL,
	"branch_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lender_bank_accounts_lender_idx" ON "lender_bank_accounts" ("lender_id");
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"event_email" text NOT NULL,
	"reports" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"anchor_id" uuid,
	"lender_id" uuid,
	"changes" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"proposed_by" uuid NOT NULL REFERENCES "users"("id"),
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_changes_one_open_idx" ON "pending_changes" ("entity", "entity_id") WHERE "state" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "pending_changes_entity_idx" ON "pending_changes" ("entity", "entity_id", "proposed_at" DESC);
--> statement-breakpoint
-- Contains search on anchor and programme names (the lists' search box and the anchor async select).
CREATE INDEX IF NOT EXISTS "anchors_name_trgm_idx" ON "anchors" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "programmes_name_trgm_idx" ON "programmes" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- Narrow invalidation for the new lists' read cache, as for invoices (0007): one payload per distinct
-- (anchor, lender) of the changed rows, "-" where the table has no such column. Tables without a tenant
-- (report settings) announce their name alone.
CREATE OR REPLACE FUNCTION ledgerline_notify_keyed_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('ledgerline_data_changed', concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, '-'))
    FROM (SELECT DISTINCT coalesce(to_jsonb(r)->>'anchor_id', '-') AS anchor_id,
                          coalesce(to_jsonb(r)->>'lender_id', '-') AS lender_id FROM new_rows r) AS keys;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('ledgerline_data_changed', concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, '-'))
    FROM (SELECT DISTINCT coalesce(to_jsonb(r)->>'anchor_id', '-') AS anchor_id,
                          coalesce(to_jsonb(r)->>'lender_id', '-') AS lender_id FROM old_rows r) AS keys;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER programmes_inserted AFTER INSERT ON "programmes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER programmes_updated AFTER UPDATE ON "programmes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER programmes_deleted AFTER DELETE ON "programmes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER programmes_truncated AFTER TRUNCATE ON "programmes" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_settings_inserted AFTER INSERT ON "anchor_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_settings_updated AFTER UPDATE ON "anchor_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_settings_deleted AFTER DELETE ON "anchor_settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_settings_truncated AFTER TRUNCATE ON "anchor_settings" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_users_inserted AFTER INSERT ON "anchor_users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_users_updated AFTER UPDATE ON "anchor_users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_users_deleted AFTER DELETE ON "anchor_users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER anchor_users_truncated AFTER TRUNCATE ON "anchor_users" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER lender_bank_accounts_inserted AFTER INSERT ON "lender_bank_accounts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER lender_bank_accounts_updated AFTER UPDATE ON "lender_bank_accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER lender_bank_accounts_deleted AFTER DELETE ON "lender_bank_accounts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER lender_bank_accounts_truncated AFTER TRUNCATE ON "lender_bank_accounts" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER pending_changes_inserted AFTER INSERT ON "pending_changes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER pending_changes_updated AFTER UPDATE ON "pending_changes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER pending_changes_deleted AFTER DELETE ON "pending_changes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_keyed_changed();
--> statement-breakpoint
CREATE TRIGGER pending_changes_truncated AFTER TRUNCATE ON "pending_changes" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_settings_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "report_settings" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
