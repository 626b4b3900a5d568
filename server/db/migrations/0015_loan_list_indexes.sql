-- The loan list's other sorts (status, APR, last change) walk an index ending in the id, as every invoice sort
-- does (0009); found by bench/loans.ts, where each of them sorted the whole table.
CREATE INDEX IF NOT EXISTS "loans_status_idx" ON "loans" ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_apr_idx" ON "loans" ("apr_percent", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_updated_idx" ON "loans" ("updated_at", "id");
--> statement-breakpoint
-- An anchor has one lender per programme and a borrower one anchor: without these statistics the planner
-- multiplies the keys' selectivities (an NBFC user filtering its own anchor was estimated at 1% of the matches).
CREATE STATISTICS IF NOT EXISTS "loans_tenancy_stats" (mcv, dependencies) ON "lender_id", "anchor_id", "programme_id", "borrower_user_id", "status" FROM "loans";
