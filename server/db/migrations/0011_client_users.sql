-- Client users (issue 11): a merchant's bank accounts and terms (the admin user operations form), and
-- lender bank accounts that wait for a second staff user's approval before money can be sent to them.
CREATE TABLE "user_bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_bank_accounts_user_idx" ON "user_bank_accounts" ("user_id");
--> statement-breakpoint
CREATE TABLE "merchant_terms" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"loan_tenure_months" integer,
	"processing_fee_percent" numeric(7, 4),
	"simple_interest_percent" numeric(7, 4),
	"penal_interest_percent" numeric(7, 4),
	"is_supplier" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Accounts added before maker-checker covered creation stay usable.
ALTER TABLE "lender_bank_accounts" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;
