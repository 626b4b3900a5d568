-- One account number at one branch is one lender bank account. Copies made before this migration (ten
-- concurrent identical creates all succeeded) are rejected, the oldest kept, so the index can be built.
UPDATE "lender_bank_accounts" SET "status" = 'REJECTED'
WHERE "status" <> 'REJECTED' AND EXISTS (
  SELECT 1 FROM "lender_bank_accounts" "older"
  WHERE "older"."ifsc" = "lender_bank_accounts"."ifsc"
    AND "older"."account_number" = "lender_bank_accounts"."account_number"
    AND "older"."status" <> 'REJECTED'
    AND ("older"."created_at", "older"."id") < ("lender_bank_accounts"."created_at", "lender_bank_accounts"."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lender_bank_accounts_account_unique" ON "lender_bank_accounts" USING btree ("ifsc","account_number") WHERE "lender_bank_accounts"."status" <> 'REJECTED';
