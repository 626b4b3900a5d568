-- A due's cancellation removes what it still owed only with a second staff user's approval (the EMI_CANCEL
-- pending operation), and leaves its ledger lines: one `emi_write_offs` line per component it removed, naming
-- the approved operation, who approved it and why. A settlement's lines keep naming their receipt: each line
-- comes from exactly one of the two.
ALTER TABLE "emi_write_offs" ALTER COLUMN "receipt_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "emi_write_offs" ADD COLUMN "operation_id" uuid REFERENCES "pending_operations"("id");
--> statement-breakpoint
ALTER TABLE "emi_write_offs" ADD COLUMN "approved_by" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "emi_write_offs" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "emi_write_offs" ADD CONSTRAINT "emi_write_offs_one_source" CHECK (num_nonnulls("receipt_id", "operation_id") = 1);
--> statement-breakpoint
CREATE INDEX "emi_write_offs_operation_idx" ON "emi_write_offs" USING btree ("operation_id");
