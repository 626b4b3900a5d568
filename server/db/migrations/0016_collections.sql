-- Collections (issue 13): the dues of every tranche (loan instalments and invoice repayments), their penal
-- charges, every money receipt and how each was appropriated.
CREATE SEQUENCE IF NOT EXISTS "receipt_number_seq";
--> statement-breakpoint
CREATE TABLE "emis" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tranche_kind" text NOT NULL,
	"loan_id" uuid REFERENCES "loans"("id"),
	"invoice_id" uuid REFERENCES "invoices"("id"),
	"tranche_ref" text NOT NULL,
	"lender_id" uuid NOT NULL REFERENCES "lenders"("id"),
	"anchor_id" uuid REFERENCES "anchors"("id"),
	"programme_id" uuid REFERENCES "programmes"("id"),
	"borrower_user_id" uuid REFERENCES "users"("id"),
	"borrower_key" text NOT NULL,
	"borrower_name" text NOT NULL,
	"installment_number" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"principal_due_paise" bigint NOT NULL,
	"interest_due_paise" bigint NOT NULL,
	"penal_due_paise" bigint DEFAULT 0 NOT NULL,
	"principal_paid_paise" bigint DEFAULT 0 NOT NULL,
	"interest_paid_paise" bigint DEFAULT 0 NOT NULL,
	"penal_paid_paise" bigint DEFAULT 0 NOT NULL,
	"presentation" text,
	"presented_on" date,
	"return_code" text,
	"bounce_count" integer DEFAULT 0 NOT NULL,
	"reschedule_date" date,
	"paid_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emis_one_tranche" CHECK (("loan_id" IS NULL) <> ("invoice_id" IS NULL)),
	CONSTRAINT "emis_paid_within_due" CHECK (
		"principal_paid_paise" BETWEEN 0 AND "principal_due_paise"
		AND "interest_paid_paise" BETWEEN 0 AND "interest_due_paise"
		AND "penal_paid_paise" BETWEEN 0 AND "penal_due_paise")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "emis_loan_installment_unique" ON "emis" ("loan_id", "installment_number") WHERE "loan_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "emis_invoice_unique" ON "emis" ("invoice_id") WHERE "invoice_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "emis_due_idx" ON "emis" ("due_date", "id");
--> statement-breakpoint
CREATE INDEX "emis_status_due_idx" ON "emis" ("status", "due_date", "id");
--> statement-breakpoint
CREATE INDEX "emis_borrower_due_idx" ON "emis" ("borrower_key", "due_date");
--> statement-breakpoint
CREATE INDEX "emis_lender_due_idx" ON "emis" ("lender_id", "due_date", "id");
--> statement-breakpoint
CREATE INDEX "emis_anchor_due_idx" ON "emis" ("anchor_id", "due_date", "id");
--> statement-breakpoint
CREATE INDEX "emis_borrower_user_due_idx" ON "emis" ("borrower_user_id", "due_date", "id");
--> statement-breakpoint
CREATE TABLE "emi_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"emi_id" uuid NOT NULL REFERENCES "emis"("id"),
	"kind" text NOT NULL,
	"charged_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"bearer" text DEFAULT 'BORROWER' NOT NULL,
	"reverses_id" uuid REFERENCES "emi_charges"("id"),
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emi_charges_emi_idx" ON "emi_charges" ("emi_id", "charged_on");
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"lender_id" uuid NOT NULL REFERENCES "lenders"("id"),
	"anchor_id" uuid REFERENCES "anchors"("id"),
	"programme_id" uuid REFERENCES "programmes"("id"),
	"borrower_user_id" uuid REFERENCES "users"("id"),
	"borrower_key" text NOT NULL,
	"borrower_name" text NOT NULL,
	"loan_id" uuid REFERENCES "loans"("id"),
	"invoice_id" uuid REFERENCES "invoices"("id"),
	"bulk_id" text,
	"utr" text,
	"amount_paise" bigint NOT NULL,
	"received_on" date NOT NULL,
	"utr_date" date,
	"nach_date" date,
	"unapplied_paise" bigint DEFAULT 0 NOT NULL,
	"reverses_id" uuid REFERENCES "receipts"("id"),
	"details" text,
	"created_by" uuid REFERENCES "users"("id"),
	"approved_by" uuid REFERENCES "users"("id"),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" ("receipt_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_utr_unique" ON "receipts" ("utr") WHERE "utr" IS NOT NULL AND "reverses_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "receipts_created_idx" ON "receipts" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "receipts_status_created_idx" ON "receipts" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "receipts_received_idx" ON "receipts" ("received_on", "id");
--> statement-breakpoint
CREATE INDEX "receipts_borrower_received_idx" ON "receipts" ("borrower_key", "received_on");
--> statement-breakpoint
CREATE INDEX "receipts_lender_created_idx" ON "receipts" ("lender_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "receipts_anchor_created_idx" ON "receipts" ("anchor_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "receipts_borrower_user_created_idx" ON "receipts" ("borrower_user_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "receipt_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_id" uuid NOT NULL REFERENCES "receipts"("id"),
	"emi_id" uuid NOT NULL REFERENCES "emis"("id"),
	"component" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"allocated_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "receipt_allocations_receipt_idx" ON "receipt_allocations" ("receipt_id");
--> statement-breakpoint
CREATE INDEX "receipt_allocations_emi_idx" ON "receipt_allocations" ("emi_id", "allocated_on");
--> statement-breakpoint
CREATE TRIGGER emis_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "emis" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER emi_charges_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "emi_charges" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER receipts_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "receipts" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER receipt_allocations_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "receipt_allocations" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
