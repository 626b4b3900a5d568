-- Waivers and loan write-offs under maker-checker (issue 29 item 2). Each `emi_write_offs` line says what kind of
-- removal wrote it: a compromise SETTLEMENT (its receipt), a due's CANCEL, an EMI's WAIVER of interest or
-- principal, or a loan's WRITE_OFF (the last three name their approved pending operation). A penal waiver is an
-- `emi_charges` WAIVER line naming its operation. The day-end keeps each tranche's and borrower's written-off
-- amount, so a written-off loan is reported as such.
ALTER TABLE "emi_write_offs" ADD COLUMN "kind" text NOT NULL DEFAULT 'SETTLEMENT';
--> statement-breakpoint
UPDATE "emi_write_offs" SET "kind" = 'CANCEL' WHERE "operation_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "emi_charges" ADD COLUMN "operation_id" uuid REFERENCES "pending_operations"("id");
--> statement-breakpoint
ALTER TABLE "dpd_tranche_days" ADD COLUMN "written_off_paise" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "dpd_borrower_days" ADD COLUMN "written_off_paise" bigint NOT NULL DEFAULT 0;
