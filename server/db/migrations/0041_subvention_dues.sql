-- Subvention (issue 29 item 4): the anchor bears an invoice's interest for its programme's liability days. That
-- share is a due of the anchor's own (tranche kind SUBVENTION, borrower `anchor:<id>`), beside the invoice's due,
-- which keeps the rest. It names its invoice in a column of its own, so nothing that pays, quotes or closes the
-- invoice's due takes it in. Invoices disbursed before this migration keep all their interest on the borrower.
ALTER TABLE "emis" ADD COLUMN "subvention_invoice_id" uuid REFERENCES "invoices"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "emis_subvention_unique" ON "emis" USING btree ("subvention_invoice_id") WHERE "subvention_invoice_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "emis" DROP CONSTRAINT "emis_one_tranche";
--> statement-breakpoint
ALTER TABLE "emis" ADD CONSTRAINT "emis_one_tranche" CHECK (num_nonnulls("loan_id", "invoice_id", "subvention_invoice_id") = 1);
