-- A tranche paid off before its last due date owes interest only to that day: the rest of each due's interest
-- leaves it with one line here, naming the receipt; a reversal of that receipt puts it back with a negative line.
CREATE TABLE "emi_interest_rebates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"emi_id" uuid NOT NULL REFERENCES "emis"("id"),
	"receipt_id" uuid NOT NULL REFERENCES "receipts"("id"),
	"amount_paise" bigint NOT NULL,
	"rebated_on" date NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emi_interest_rebates_emi_idx" ON "emi_interest_rebates" USING btree ("emi_id");
--> statement-breakpoint
CREATE INDEX "emi_interest_rebates_receipt_idx" ON "emi_interest_rebates" USING btree ("receipt_id");
