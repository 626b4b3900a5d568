-- Mandates (issue 13): e-NACH and UPI AutoPay mandates of loans and their timeline of provider events.
CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"stage" text NOT NULL,
	"provider" text NOT NULL,
	"provider_mandate_id" text NOT NULL,
	"umrn" text,
	"auth_url" text,
	"max_amount_paise" bigint NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"account_number_masked" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text,
	"account_holder_name" text NOT NULL,
	"reason" text,
	"registered_at" timestamp with time zone,
	"loan_id" uuid NOT NULL REFERENCES "loans"("id"),
	"loan_number" text NOT NULL,
	"lender_id" uuid NOT NULL REFERENCES "lenders"("id"),
	"anchor_id" uuid REFERENCES "anchors"("id"),
	"programme_id" uuid REFERENCES "programmes"("id"),
	"borrower_user_id" uuid REFERENCES "users"("id"),
	"borrower_name" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_provider_id_unique" ON "mandates" ("provider", "provider_mandate_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_umrn_unique" ON "mandates" ("umrn");
--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_live_per_loan_unique" ON "mandates" ("loan_id") WHERE "status" IN ('ScheduledPending', 'Scheduled');
--> statement-breakpoint
CREATE INDEX "mandates_created_idx" ON "mandates" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "mandates_lender_created_idx" ON "mandates" ("lender_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "mandates_anchor_created_idx" ON "mandates" ("anchor_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "mandates_borrower_created_idx" ON "mandates" ("borrower_user_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "mandate_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"mandate_id" uuid NOT NULL REFERENCES "mandates"("id"),
	"provider_event_id" text,
	"source" text NOT NULL,
	"event" text NOT NULL,
	"stage" text,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid REFERENCES "users"("id"),
	"note" text,
	"payload" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_events_provider_event_unique" ON "mandate_events" ("provider_event_id");
--> statement-breakpoint
CREATE INDEX "mandate_events_mandate_idx" ON "mandate_events" ("mandate_id", "seq");
