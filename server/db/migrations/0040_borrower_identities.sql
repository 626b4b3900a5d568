-- RBI classifies borrower-wise: two loans to one person without a merchant account are one borrower. A loan
-- without a borrower account names its borrower identity (matched on the borrower's PAN when given, else on the
-- mobile number and the name; staff merge and split them), and its dues and receipts carry `borrower:<identity>`
-- as their borrower key instead of `loan:<loan>`. An identity split off by staff has no match key: no new loan
-- joins it by itself.
CREATE TABLE "borrower_identities" (
  "id" uuid PRIMARY KEY,
  "match_key" text,
  "name" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_identities_match_key_idx" ON "borrower_identities" USING btree ("match_key") WHERE "match_key" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "borrower_pan" text;
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "borrower_identity_id" uuid REFERENCES "borrower_identities"("id");
--> statement-breakpoint
CREATE INDEX "loans_borrower_identity_idx" ON "loans" USING btree ("borrower_identity_id");
--> statement-breakpoint
INSERT INTO "borrower_identities" ("id", "match_key", "name", "created_at")
  SELECT DISTINCT ON ("identity_key") md5("identity_key")::uuid, "match_key", "borrower_name", "created_at"
  FROM (
    SELECT "id", "borrower_name", "created_at", "match_key", coalesce("match_key", 'loan:' || "id") AS "identity_key"
    FROM (
      SELECT "id", "borrower_name", "created_at", CASE WHEN coalesce(btrim("borrower_mobile"), '') <> ''
      THEN 'mobile:' || btrim("borrower_mobile") || '/' || lower(regexp_replace(btrim("borrower_name"), '\s+', ' ', 'g'))
    END AS "match_key"
      FROM "loans" WHERE "borrower_user_id" IS NULL
    ) keyed
  ) loans_by_key
  ORDER BY "identity_key", "created_at";
--> statement-breakpoint
UPDATE "loans" SET "borrower_identity_id" = md5(coalesce(CASE WHEN coalesce(btrim("borrower_mobile"), '') <> ''
      THEN 'mobile:' || btrim("borrower_mobile") || '/' || lower(regexp_replace(btrim("borrower_name"), '\s+', ' ', 'g'))
    END, 'loan:' || "id"))::uuid
  WHERE "borrower_user_id" IS NULL;
--> statement-breakpoint
UPDATE "emis" e SET "borrower_key" = 'borrower:' || l."borrower_identity_id"
  FROM "loans" l WHERE e."loan_id" = l."id" AND l."borrower_identity_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "receipts" r SET "borrower_key" = 'borrower:' || l."borrower_identity_id"
  FROM "loans" l WHERE r."loan_id" = l."id" AND l."borrower_identity_id" IS NOT NULL;
