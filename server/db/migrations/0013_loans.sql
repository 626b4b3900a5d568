-- Loans (issue 12): the loan from application to closure, its KFS versions, its documents and its e-sign
-- requests with the provider's webhook events.
CREATE SEQUENCE IF NOT EXISTS "loan_number_seq";
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"loan_number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"lender_id" uuid NOT NULL REFERENCES "lenders"("id"),
	"anchor_id" uuid REFERENCES "anchors"("id"),
	"programme_id" uuid REFERENCES "programmes"("id"),
	"borrower_user_id" uuid REFERENCES "users"("id"),
	"anchor_name" text,
	"borrower_name" text NOT NULL,
	"borrower_father_name" text,
	"borrower_mobile" text,
	"borrower_address" text,
	"loan_amount_paise" bigint NOT NULL,
	"tenure_months" integer NOT NULL,
	"processing_fee_percent" numeric(7, 4) NOT NULL,
	"fee_gst_percent" numeric(5, 2) DEFAULT '18' NOT NULL,
	"interest_rate_percent" numeric(7, 4) NOT NULL,
	"penal_interest_percent" numeric(7, 4),
	"other_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repayment_frequency" text NOT NULL,
	"repayment_duration_days" integer,
	"emi_debit_starts" date,
	"daily_deduction" text,
	"invoice_type" text,
	"rate_cal_duration" text DEFAULT 'YEARLY' NOT NULL,
	"disable_auto_debit" text,
	"user_type" text,
	"business_category" text,
	"business_type" text,
	"geography" text,
	"primary_security" text,
	"guarantee_personal" text,
	"security_cheques" text,
	"business_covenants" text,
	"emi_paise" bigint NOT NULL,
	"installments" integer NOT NULL,
	"total_interest_paise" bigint NOT NULL,
	"net_disbursed_paise" bigint NOT NULL,
	"total_payable_paise" bigint NOT NULL,
	"apr_percent" numeric(9, 4) NOT NULL,
	"rm_user_id" uuid REFERENCES "users"("id"),
	"prepared_by" uuid REFERENCES "users"("id"),
	"reviewed_by" uuid REFERENCES "users"("id"),
	"reject_reason" text,
	"reject_note" text,
	"mandate_registered" boolean DEFAULT false NOT NULL,
	"processing_fee_paid" boolean DEFAULT false NOT NULL,
	"disbursed_on" date,
	"closed_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loans_number_unique" ON "loans" ("loan_number");
--> statement-breakpoint
CREATE INDEX "loans_created_idx" ON "loans" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "loans_status_created_idx" ON "loans" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "loans_lender_created_idx" ON "loans" ("lender_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "loans_lender_status_created_idx" ON "loans" ("lender_id", "status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "loans_anchor_created_idx" ON "loans" ("anchor_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "loans_programme_created_idx" ON "loans" ("programme_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "loans_borrower_created_idx" ON "loans" ("borrower_user_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "loans_amount_idx" ON "loans" ("loan_amount_paise", "id");
--> statement-breakpoint
CREATE INDEX "loans_borrower_name_idx" ON "loans" ("borrower_name", "id");
--> statement-breakpoint
CREATE INDEX "loans_borrower_name_trgm_idx" ON "loans" USING gin (lower("borrower_name") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "kfs_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL REFERENCES "loans"("id"),
	"version" integer NOT NULL,
	"proposal_number" text NOT NULL,
	"state" text NOT NULL,
	"terms" jsonb NOT NULL,
	"apr_percent" numeric(9, 4) NOT NULL,
	"prepared_by" uuid NOT NULL REFERENCES "users"("id"),
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"accepted_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"signed_document_key" text,
	"signed_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_versions_proposal_unique" ON "kfs_versions" ("proposal_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_versions_loan_version_unique" ON "kfs_versions" ("loan_id", "version");
--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_versions_one_live_idx" ON "kfs_versions" ("loan_id") WHERE state IN ('ISSUED', 'ACCEPTED');
--> statement-breakpoint
CREATE TABLE "loan_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"loan_id" uuid REFERENCES "loans"("id"),
	"kfs_version_id" uuid REFERENCES "kfs_versions"("id"),
	"borrower_user_id" uuid REFERENCES "users"("id"),
	"lender_id" uuid REFERENCES "lenders"("id"),
	"anchor_id" uuid REFERENCES "anchors"("id"),
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"origin" text NOT NULL,
	"comment" text,
	"uploaded_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "loan_documents_loan_idx" ON "loan_documents" ("loan_id", "created_at");
--> statement-breakpoint
CREATE INDEX "loan_documents_borrower_idx" ON "loan_documents" ("borrower_user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "loan_documents_type_idx" ON "loan_documents" ("document_type", "created_at");
--> statement-breakpoint
CREATE INDEX "loan_documents_lender_idx" ON "loan_documents" ("lender_id", "created_at");
--> statement-breakpoint
CREATE TABLE "esign_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_document_id" text NOT NULL,
	"loan_id" uuid NOT NULL REFERENCES "loans"("id"),
	"kfs_version_id" uuid REFERENCES "kfs_versions"("id"),
	"document_type" text NOT NULL,
	"status" text NOT NULL,
	"signers" jsonb NOT NULL,
	"source_document_id" uuid REFERENCES "loan_documents"("id"),
	"signed_document_id" uuid REFERENCES "loan_documents"("id"),
	"requested_by" uuid REFERENCES "users"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "esign_requests_provider_document_unique" ON "esign_requests" ("provider", "provider_document_id");
--> statement-breakpoint
CREATE INDEX "esign_requests_loan_idx" ON "esign_requests" ("loan_id", "created_at");
--> statement-breakpoint
CREATE TABLE "esign_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider_document_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The loan list's read cache: one payload per (anchor, lender, borrower) of the changed rows, as for invoices
-- (0007), with "-" for a loan without an anchor or a borrower account.
CREATE OR REPLACE FUNCTION ledgerline_notify_loans_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('ledgerline_data_changed', concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, keys.borrower))
    FROM (SELECT DISTINCT coalesce(anchor_id::text, '-') AS anchor_id, lender_id::text AS lender_id,
                          coalesce(borrower_user_id::text, '-') AS borrower FROM new_rows) AS keys;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('ledgerline_data_changed', concat_ws(' ', TG_TABLE_NAME, keys.anchor_id, keys.lender_id, keys.borrower))
    FROM (SELECT DISTINCT coalesce(anchor_id::text, '-') AS anchor_id, lender_id::text AS lender_id,
                          coalesce(borrower_user_id::text, '-') AS borrower FROM old_rows) AS keys;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER loans_inserted AFTER INSERT ON "loans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_loans_changed();
--> statement-breakpoint
CREATE TRIGGER loans_updated AFTER UPDATE ON "loans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_loans_changed();
--> statement-breakpoint
CREATE TRIGGER loans_deleted AFTER DELETE ON "loans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_loans_changed();
--> statement-breakpoint
CREATE TRIGGER loans_truncated AFTER TRUNCATE ON "loans" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER kfs_versions_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kfs_versions" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER loan_documents_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_documents" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER esign_requests_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "esign_requests" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
