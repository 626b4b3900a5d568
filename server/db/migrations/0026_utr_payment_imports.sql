-- Bulk UTR imports of repayments (issue 14, `utr_payment`): a row names a loan (by its number) or an invoice,
-- may say the payment's mode, and once applied links the receipt it posted through the receipt poster.
ALTER TABLE "utr_imports" DROP CONSTRAINT "utr_imports_type";
--> statement-breakpoint
ALTER TABLE "utr_imports" ADD CONSTRAINT "utr_imports_type" CHECK ("type" IN ('utr_update', 'utr_payment'));
--> statement-breakpoint
ALTER TABLE "utr_import_rows" ADD COLUMN "loan_number" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "utr_import_rows" ADD COLUMN "mode" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "utr_import_rows" ADD COLUMN "loan_id" uuid REFERENCES "loans"("id");
--> statement-breakpoint
ALTER TABLE "utr_import_rows" ADD COLUMN "receipt_id" uuid REFERENCES "receipts"("id");
