-- Collection money rules (issue 13).
-- Penal waivers and overdue accruals: a bulk collection's waiver is a negative WAIVER line of emi_charges tied to
-- the receipt that waived it (re-instated by that receipt's reversal), with its reason; an overdue accrual is an
-- OVERDUE line charged through the collection date, tied to its receipt too.
ALTER TABLE "emi_charges" ADD COLUMN "receipt_id" uuid REFERENCES "receipts"("id");
--> statement-breakpoint
ALTER TABLE "emi_charges" ADD COLUMN "note" text;
--> statement-breakpoint
CREATE INDEX "emi_charges_receipt_idx" ON "emi_charges" USING btree ("receipt_id");
--> statement-breakpoint
-- A compromise settlement writes off what its amount leaves unpaid: one line per due and component, and the
-- due CANCELLED (the EMI machine's closest status; no 12th status) with its written-off total.
ALTER TABLE "emis" ADD COLUMN "written_off_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "emi_write_offs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"emi_id" uuid NOT NULL REFERENCES "emis"("id"),
	"receipt_id" uuid NOT NULL REFERENCES "receipts"("id"),
	"component" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"written_off_on" date NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emi_write_offs_emi_idx" ON "emi_write_offs" USING btree ("emi_id");
--> statement-breakpoint
CREATE INDEX "emi_write_offs_receipt_idx" ON "emi_write_offs" USING btree ("receipt_id");
