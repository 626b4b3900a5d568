-- One programme name per anchor and lender (any case), and one report setting per user type and address:
-- five concurrent identical creates all succeeded before. Copies made before this migration are folded into
-- the oldest: a programme copy is rejected, a report setting copy's reports are merged into the oldest one's.
UPDATE "programmes" SET "status" = 'REJECTED'
WHERE "status" <> 'REJECTED' AND EXISTS (
  SELECT 1 FROM "programmes" "older"
  WHERE "older"."anchor_id" = "programmes"."anchor_id"
    AND "older"."lender_id" = "programmes"."lender_id"
    AND lower("older"."name") = lower("programmes"."name")
    AND "older"."status" <> 'REJECTED'
    AND ("older"."created_at", "older"."id") < ("programmes"."created_at", "programmes"."id")
);
--> statement-breakpoint
UPDATE "report_settings" SET "reports" = ARRAY(
  SELECT DISTINCT "report" FROM "report_settings" "copy", unnest("copy"."reports") AS "report"
  WHERE "copy"."user_type" = "report_settings"."user_type" AND "copy"."event_email" = "report_settings"."event_email"
  ORDER BY "report"
)
WHERE NOT EXISTS (
  SELECT 1 FROM "report_settings" "older"
  WHERE "older"."user_type" = "report_settings"."user_type"
    AND "older"."event_email" = "report_settings"."event_email"
    AND ("older"."created_at", "older"."id") < ("report_settings"."created_at", "report_settings"."id")
);
--> statement-breakpoint
DELETE FROM "report_settings"
WHERE EXISTS (
  SELECT 1 FROM "report_settings" "older"
  WHERE "older"."user_type" = "report_settings"."user_type"
    AND "older"."event_email" = "report_settings"."event_email"
    AND ("older"."created_at", "older"."id") < ("report_settings"."created_at", "report_settings"."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_anchor_lender_name_unique" ON "programmes" USING btree ("anchor_id","lender_id",lower("name")) WHERE "programmes"."status" <> 'REJECTED';
--> statement-breakpoint
CREATE UNIQUE INDEX "report_settings_user_type_email_unique" ON "report_settings" USING btree ("user_type","event_email");
