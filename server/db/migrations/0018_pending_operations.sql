-- Maker-checker for money commands (issue 13): a command that moves money waits here, with the validated input
-- and the preview its proposer saw, until a different staff user approves (it then runs) or rejects it.
CREATE TABLE "pending_operations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"utr" text,
	"proposed_by" uuid NOT NULL REFERENCES "users"("id"),
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"decision" text,
	"reason" text,
	"result" jsonb,
	"receipt_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pending_operations_decision" CHECK ("decision" IS NULL OR "decision" IN ('APPROVED', 'REJECTED')),
	CONSTRAINT "pending_operations_decided" CHECK (("decision" IS NULL) = ("decided_by" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_operations_open_utr_unique" ON "pending_operations" ("utr") WHERE "utr" IS NOT NULL AND "decision" IS NULL;
--> statement-breakpoint
CREATE INDEX "pending_operations_open_idx" ON "pending_operations" ("proposed_at", "id") WHERE "decision" IS NULL;
--> statement-breakpoint
CREATE INDEX "pending_operations_proposed_idx" ON "pending_operations" ("proposed_at", "id");
--> statement-breakpoint
CREATE TRIGGER pending_operations_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pending_operations" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
-- The order a programme's receipts are appropriated in (domain/collections/appropriation.ts); null is the default.
ALTER TABLE "programmes" ADD COLUMN "appropriation_order" text CONSTRAINT "programmes_appropriation_order" CHECK ("appropriation_order" IN ('PENAL_INTEREST_PRINCIPAL', 'RBI_INDIA'));
