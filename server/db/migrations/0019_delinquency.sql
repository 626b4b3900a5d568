-- Delinquency (issue 13): the day-end classification by the RBI rule (domain/collections/dpd.ts), per tranche
-- and per borrower (one lender's borrower) for each as-of date, and one record per day-end run. A run for a
-- date replaces that date's rows, so re-running yesterday from the ledger is idempotent.
CREATE TABLE "dpd_day_end_runs" (
	"as_of_date" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"ran_by" uuid REFERENCES "users"("id"),
	"tranche_count" integer NOT NULL,
	"borrower_count" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"run_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dpd_tranche_days" (
	"as_of_date" date NOT NULL REFERENCES "dpd_day_end_runs"("as_of_date") ON DELETE CASCADE,
	"tranche_id" uuid NOT NULL,
	"tranche_kind" text NOT NULL,
	"tranche_ref" text NOT NULL,
	"borrower_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"anchor_id" uuid,
	"programme_id" uuid,
	"borrower_user_id" uuid,
	"borrower_key" text NOT NULL,
	"borrower_name" text NOT NULL,
	"dpd" integer NOT NULL,
	"bucket" text NOT NULL,
	"oldest_unpaid_due_date" date,
	"overdue_paise" bigint NOT NULL,
	"penal_outstanding_paise" bigint NOT NULL,
	"principal_outstanding_paise" bigint NOT NULL,
	PRIMARY KEY ("as_of_date", "tranche_id")
);
--> statement-breakpoint
CREATE INDEX "dpd_tranche_days_bucket_idx" ON "dpd_tranche_days" ("as_of_date", "bucket", "dpd", "tranche_id");
--> statement-breakpoint
CREATE INDEX "dpd_tranche_days_lender_idx" ON "dpd_tranche_days" ("as_of_date", "lender_id", "bucket");
--> statement-breakpoint
CREATE INDEX "dpd_tranche_days_anchor_idx" ON "dpd_tranche_days" ("as_of_date", "anchor_id", "bucket");
--> statement-breakpoint
CREATE INDEX "dpd_tranche_days_borrower_idx" ON "dpd_tranche_days" ("as_of_date", "borrower_id");
--> statement-breakpoint
CREATE INDEX "dpd_tranche_days_user_idx" ON "dpd_tranche_days" ("as_of_date", "borrower_user_id");
--> statement-breakpoint
CREATE TABLE "dpd_borrower_days" (
	"as_of_date" date NOT NULL REFERENCES "dpd_day_end_runs"("as_of_date") ON DELETE CASCADE,
	"borrower_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"anchor_id" uuid,
	"programme_id" uuid,
	"borrower_user_id" uuid,
	"borrower_key" text NOT NULL,
	"borrower_name" text NOT NULL,
	"tranche_count" integer NOT NULL,
	"dpd" integer NOT NULL,
	"bucket" text NOT NULL,
	"oldest_unpaid_due_date" date,
	"overdue_paise" bigint NOT NULL,
	"penal_outstanding_paise" bigint NOT NULL,
	"principal_outstanding_paise" bigint NOT NULL,
	PRIMARY KEY ("as_of_date", "borrower_id")
);
--> statement-breakpoint
CREATE INDEX "dpd_borrower_days_bucket_idx" ON "dpd_borrower_days" ("as_of_date", "bucket", "dpd", "borrower_id");
--> statement-breakpoint
CREATE INDEX "dpd_borrower_days_lender_idx" ON "dpd_borrower_days" ("as_of_date", "lender_id", "bucket");
--> statement-breakpoint
CREATE INDEX "dpd_borrower_days_user_idx" ON "dpd_borrower_days" ("as_of_date", "borrower_user_id");
