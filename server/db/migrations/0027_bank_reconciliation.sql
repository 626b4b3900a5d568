-- Bank reconciliation (issue 14): uploaded statements (unique by content hash), their lines (debits kept, credits
-- matched, in suspense or returned) and the legs of each match (the receipt reconciled or posted, amount, how, who).
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"bank_name" text,
	"content_hash" text NOT NULL,
	"column_mapping" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"line_count" integer NOT NULL,
	"uploaded_by" uuid NOT NULL REFERENCES "users"("id"),
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_content_hash_unique" ON "bank_statements" ("content_hash");
--> statement-breakpoint
CREATE INDEX "bank_statements_uploaded_idx" ON "bank_statements" ("uploaded_at", "id");
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL REFERENCES "bank_statements"("id"),
	"row_number" integer NOT NULL,
	"value_date" date NOT NULL,
	"narration" text NOT NULL,
	"reference" text NOT NULL,
	"debit_paise" bigint NOT NULL,
	"credit_paise" bigint NOT NULL,
	"balance_paise" bigint,
	"state" text NOT NULL,
	"match_method" text,
	"confidence" integer,
	"fee_paise" bigint DEFAULT 0 NOT NULL,
	"return_reason" text,
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bank_statement_lines_state" CHECK ("state" IN ('DEBIT', 'MATCHED', 'SUSPENSE', 'RETURNED')),
	CONSTRAINT "bank_statement_lines_method" CHECK ("match_method" IS NULL OR "match_method" IN ('AUTO', 'MANUAL')),
	CONSTRAINT "bank_statement_lines_amounts" CHECK ("debit_paise" >= 0 AND "credit_paise" >= 0 AND "fee_paise" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_row_unique" ON "bank_statement_lines" ("statement_id", "row_number");
--> statement-breakpoint
CREATE INDEX "bank_statement_lines_suspense_idx" ON "bank_statement_lines" ("value_date", "id") WHERE "state" = 'SUSPENSE';
--> statement-breakpoint
CREATE TABLE "bank_statement_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL REFERENCES "bank_statement_lines"("id"),
	"receipt_id" uuid NOT NULL REFERENCES "receipts"("id"),
	"emi_id" uuid REFERENCES "emis"("id"),
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"rule" text NOT NULL,
	"confidence" integer NOT NULL,
	"matched_by" uuid NOT NULL REFERENCES "users"("id"),
	"matched_at" timestamp with time zone NOT NULL,
	"unmatched_by" uuid REFERENCES "users"("id"),
	"unmatched_at" timestamp with time zone,
	CONSTRAINT "bank_statement_matches_method" CHECK ("method" IN ('AUTO', 'MANUAL'))
);
--> statement-breakpoint
CREATE INDEX "bank_statement_matches_line_idx" ON "bank_statement_matches" ("line_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_matches_live_receipt_unique" ON "bank_statement_matches" ("receipt_id") WHERE "unmatched_at" IS NULL;
--> statement-breakpoint
-- A database seeded before this migration keeps its menus (`page_access` is seeded once): the page is added
-- after Delinquency for super admins, admins and operations; the start-up menu sync then sets its icon.
INSERT INTO "pages" ("page_name", "title", "img", "image_name")
SELECT '/reconciliation', 'Reconciliation', '', 'bank' WHERE EXISTS (SELECT 1 FROM "page_access")
ON CONFLICT ("page_name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "page_access" ("user_type", "page_id", "sort_order", "requires_anchor_user_config")
SELECT "delinquency"."user_type", "page"."id", "delinquency"."sort_order" + 5, false
FROM "page_access" "delinquency"
JOIN "pages" "delinquency_page" ON "delinquency_page"."id" = "delinquency"."page_id" AND "delinquency_page"."page_name" = '/delinquency'
CROSS JOIN "pages" "page"
WHERE "page"."page_name" = '/reconciliation' AND "delinquency"."user_type" IN ('SUPER_ADMIN', 'ADMIN', 'OPS')
ON CONFLICT DO NOTHING;
