-- Bulk UTR imports (issue 14): an uploaded file, its checked rows, and the maker-checker operation that commits
-- it. The file's content hash is unique (the same file twice changes nothing); a row is applied at most once.
CREATE TABLE "utr_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"state" text NOT NULL,
	"uploaded_by" uuid NOT NULL REFERENCES "users"("id"),
	"uploaded_at" timestamp with time zone NOT NULL,
	"operation_id" uuid REFERENCES "pending_operations"("id"),
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"already_applied_rows" integer NOT NULL,
	"applied_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "utr_imports_type" CHECK ("type" IN ('utr_update')),
	CONSTRAINT "utr_imports_state" CHECK ("state" IN ('PREVIEW', 'SUBMITTED', 'REJECTED', 'COMMITTING', 'COMMITTED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "utr_imports_content_hash_unique" ON "utr_imports" ("type", "content_hash");
--> statement-breakpoint
CREATE INDEX "utr_imports_uploaded_idx" ON "utr_imports" ("uploaded_at", "id");
--> statement-breakpoint
CREATE INDEX "utr_imports_committing_idx" ON "utr_imports" ("id") WHERE "state" = 'COMMITTING';
--> statement-breakpoint
CREATE TABLE "utr_import_rows" (
	"import_id" uuid NOT NULL REFERENCES "utr_imports"("id"),
	"row_number" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"utr" text NOT NULL,
	"amount" text NOT NULL,
	"payment_date" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"invoice_id" uuid REFERENCES "invoices"("id"),
	"amount_paise" bigint,
	"paid_on" date,
	CONSTRAINT "utr_import_rows_pk" PRIMARY KEY ("import_id", "row_number"),
	CONSTRAINT "utr_import_rows_state" CHECK ("state" IN ('VALID', 'INVALID', 'ALREADY_APPLIED', 'APPLIED'))
);
--> statement-breakpoint
CREATE INDEX "utr_import_rows_valid_utr_idx" ON "utr_import_rows" ("utr") WHERE "state" = 'VALID';
--> statement-breakpoint
CREATE TRIGGER utr_imports_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "utr_imports" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
