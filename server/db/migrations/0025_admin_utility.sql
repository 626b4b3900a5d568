-- The admin utility (issue 14): a merchant's wallet status, and the history of the nine admin operations.
ALTER TABLE "users" ADD COLUMN "wallet_status" text DEFAULT 'Active' NOT NULL CONSTRAINT "users_wallet_status" CHECK ("wallet_status" IN ('Active', 'In-Active'));
--> statement-breakpoint
-- One row per operation run from /admin/utility, refused ones included; a money operation or a loan's close
-- names the pending operation its approver decides (who approved and the final outcome are read from there).
CREATE TABLE "admin_operations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"input" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"pending_operation_id" uuid REFERENCES "pending_operations"("id"),
	"run_by" uuid NOT NULL REFERENCES "users"("id"),
	"run_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_operations_outcome" CHECK ("outcome" IN ('DONE', 'PROPOSED', 'REFUSED'))
);
--> statement-breakpoint
CREATE INDEX "admin_operations_run_idx" ON "admin_operations" ("run_at", "id");
--> statement-breakpoint
CREATE INDEX "admin_operations_user_idx" ON "admin_operations" ("user_id", "run_at");
--> statement-breakpoint
CREATE TRIGGER admin_operations_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admin_operations" FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
