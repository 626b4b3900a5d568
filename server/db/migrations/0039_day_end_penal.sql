-- The day-end raises each day's overdue penal (RBI 2023: on overdue principal and interest, its own line): a line
-- it raised names its run's date, so a re-run of the date replaces that date's lines (an adjusting line) instead of
-- charging the days twice; the run records what the date charged.
ALTER TABLE "emi_charges" ADD COLUMN "day_end_date" date REFERENCES "dpd_day_end_runs"("as_of_date");
--> statement-breakpoint
CREATE INDEX "emi_charges_day_end_idx" ON "emi_charges" USING btree ("day_end_date") WHERE "day_end_date" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "dpd_day_end_runs" ADD COLUMN "penal_charged_paise" bigint DEFAULT 0 NOT NULL;
