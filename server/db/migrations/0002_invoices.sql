CREATE TABLE "invoice_counts" (
	"programme_id" uuid NOT NULL,
	"anchor_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counts_programme_id_type_status_pk" PRIMARY KEY("programme_id","type","status")
);
--> statement-breakpoint
CREATE TABLE "invoice_terms" (
	"programme_id" uuid PRIMARY KEY NOT NULL,
	"interest_rate_percent" numeric(7, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"anchor_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"lender_id" uuid NOT NULL,
	"supplier_id" uuid,
	"partner_id" uuid,
	"retailer_id" uuid,
	"merchant_user_id" uuid,
	"counterparty_name" text NOT NULL,
	"invoice_number" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"invoice_date" date NOT NULL,
	"repayment_duration_days" integer NOT NULL,
	"payment_date" date NOT NULL,
	"interest_rate_percent" numeric(7, 4) NOT NULL,
	"tds_percent" numeric(6, 2),
	"actual_payment_paise" bigint NOT NULL,
	"actual_payment_date" date,
	"utr" text,
	"reject_reason" text,
	"reject_note" text,
	"document_key" text,
	"document_name" text,
	"document_mime" text,
	"document_bytes" integer,
	"created_by" uuid,
	"verified_by" uuid,
	"approved_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"anchor_id" uuid NOT NULL,
	"gstin" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"mobile" text NOT NULL,
	"tds_percent" numeric(6, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_user_id" uuid NOT NULL,
	"anchor_id" uuid,
	"gstin" text NOT NULL,
	"business_name" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"pan" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"anchor_id" uuid NOT NULL,
	"gstin" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"mobile" text NOT NULL,
	"bank_account" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counts" ADD CONSTRAINT "invoice_counts_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_terms" ADD CONSTRAINT "invoice_terms_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_anchor_id_anchors_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."anchors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_user_id_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_anchor_id_anchors_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."anchors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_merchant_user_id_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_anchor_id_anchors_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."anchors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_anchor_id_anchors_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."anchors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_utr_unique" ON "invoices" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_supplier_number_unique" ON "invoices" USING btree ("supplier_id","invoice_number") WHERE status NOT IN ('Cancelled', 'Rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_partner_number_unique" ON "invoices" USING btree ("partner_id","invoice_number") WHERE status NOT IN ('Cancelled', 'Rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_retailer_number_unique" ON "invoices" USING btree ("retailer_id","invoice_number") WHERE status NOT IN ('Cancelled', 'Rejected');--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_date_idx" ON "invoices" USING btree ("status","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_anchor_created_idx" ON "invoices" USING btree ("anchor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_anchor_status_date_idx" ON "invoices" USING btree ("anchor_id","status","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_lender_status_date_idx" ON "invoices" USING btree ("lender_id","status","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_merchant_created_idx" ON "invoices" USING btree ("merchant_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_programme_status_idx" ON "invoices" USING btree ("programme_id","status");--> statement-breakpoint
CREATE INDEX "invoices_counterparty_idx" ON "invoices" USING btree (lower("counterparty_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "partners_anchor_gstin_unique" ON "partners" USING btree ("anchor_id","gstin");--> statement-breakpoint
CREATE INDEX "partners_anchor_name_idx" ON "partners" USING btree ("anchor_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_merchant_gstin_unique" ON "retailers" USING btree ("merchant_user_id","gstin");--> statement-breakpoint
CREATE INDEX "retailers_merchant_name_idx" ON "retailers" USING btree ("merchant_user_id",lower("business_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_anchor_gstin_unique" ON "suppliers" USING btree ("anchor_id","gstin");--> statement-breakpoint
CREATE INDEX "suppliers_anchor_name_idx" ON "suppliers" USING btree ("anchor_id",lower("name"));