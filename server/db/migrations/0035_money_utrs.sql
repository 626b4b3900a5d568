-- One UTR, one money movement: `money_utrs` holds each UTR of a live money movement, a receipt or an invoice's
-- disbursement, so a UTR is unique across both, and a reversed receipt's UTR is free to be posted again (the
-- reversed receipt and its reversal keep their `utr` column, as history). Triggers keep it on every path: a
-- receipt claims its UTR when inserted or when its UTR is set (a gateway confirmation), its reversal releases it;
-- an invoice claims its disbursement UTR when it is entered. UTRs are kept as the services normalise them: no
-- spaces, upper case.
CREATE TABLE "money_utrs" (
	"utr" text PRIMARY KEY NOT NULL,
	"receipt_id" uuid REFERENCES "receipts"("id"),
	"invoice_id" uuid REFERENCES "invoices"("id"),
	CONSTRAINT "money_utrs_one_holder" CHECK (num_nonnulls("receipt_id", "invoice_id") = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "money_utrs_receipt_unique" ON "money_utrs" ("receipt_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "money_utrs_invoice_unique" ON "money_utrs" ("invoice_id");
--> statement-breakpoint
DROP INDEX "receipts_utr_unique";
--> statement-breakpoint
CREATE INDEX "receipts_utr_idx" ON "receipts" ("utr");
--> statement-breakpoint
CREATE INDEX "receipts_reverses_idx" ON "receipts" ("reverses_id");
--> statement-breakpoint
CREATE FUNCTION money_utr_of(utr text) RETURNS text AS $$
  SELECT upper(regexp_replace(utr, '\s', '', 'g'))
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- A reversal claims nothing (it copies the reversed receipt's UTR) and releases the reversed receipt's claim; a
-- receipt already reversed never claims again.
CREATE FUNCTION money_utrs_receipt_claim() RETURNS trigger AS $$
BEGIN
  IF NEW."reverses_id" IS NOT NULL THEN
    DELETE FROM "money_utrs" WHERE "receipt_id" = NEW."reverses_id";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "money_utrs" WHERE "receipt_id" = NEW."id";
    IF EXISTS (SELECT 1 FROM "receipts" WHERE "reverses_id" = NEW."id") THEN
      RETURN NULL;
    END IF;
  END IF;
  IF NEW."utr" IS NOT NULL THEN
    INSERT INTO "money_utrs" ("utr", "receipt_id") VALUES (money_utr_of(NEW."utr"), NEW."id");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER receipts_claim_utr AFTER INSERT ON "receipts"
  FOR EACH ROW WHEN (NEW."utr" IS NOT NULL OR NEW."reverses_id" IS NOT NULL)
  EXECUTE FUNCTION money_utrs_receipt_claim();
--> statement-breakpoint
CREATE TRIGGER receipts_move_utr AFTER UPDATE OF "utr" ON "receipts"
  FOR EACH ROW WHEN (OLD."utr" IS DISTINCT FROM NEW."utr")
  EXECUTE FUNCTION money_utrs_receipt_claim();
--> statement-breakpoint
CREATE FUNCTION money_utrs_invoice_claim() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "money_utrs" WHERE "invoice_id" = NEW."id";
  END IF;
  IF NEW."utr" IS NOT NULL THEN
    INSERT INTO "money_utrs" ("utr", "invoice_id") VALUES (money_utr_of(NEW."utr"), NEW."id");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_claim_utr AFTER INSERT ON "invoices"
  FOR EACH ROW WHEN (NEW."utr" IS NOT NULL)
  EXECUTE FUNCTION money_utrs_invoice_claim();
--> statement-breakpoint
CREATE TRIGGER invoices_move_utr AFTER UPDATE OF "utr" ON "invoices"
  FOR EACH ROW WHEN (OLD."utr" IS DISTINCT FROM NEW."utr")
  EXECUTE FUNCTION money_utrs_invoice_claim();
--> statement-breakpoint
-- The claims of what is recorded already. A UTR recorded both as an invoice's disbursement and on a live receipt
-- before this migration stays with the invoice (the earliest one when several invoices somehow share it); the
-- receipt keeps its `utr` column but holds no claim, and nothing in the ledger changes.
INSERT INTO "money_utrs" ("utr", "invoice_id")
SELECT money_utr_of("utr"), "id" FROM "invoices" WHERE "utr" IS NOT NULL
ORDER BY "created_at", "id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "money_utrs" ("utr", "receipt_id")
SELECT money_utr_of("r"."utr"), "r"."id" FROM "receipts" "r"
WHERE "r"."utr" IS NOT NULL AND "r"."reverses_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "receipts" "reversal" WHERE "reversal"."reverses_id" = "r"."id")
ORDER BY "r"."created_at", "r"."id"
ON CONFLICT DO NOTHING;
