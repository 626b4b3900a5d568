CREATE TABLE "kyc_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"identifier_masked" text NOT NULL,
	"identifier_hash" text NOT NULL,
	"valid" boolean NOT NULL,
	"message" text,
	"detail" text,
	"checked_by" uuid NOT NULL,
	"lender_id" uuid,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_checks_kind_check" CHECK ("kyc_checks"."kind" IN ('PAN', 'GST', 'BANK'))
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_checks_checked_idx" ON "kyc_checks" USING btree ("checked_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "kyc_checks_lender_checked_idx" ON "kyc_checks" USING btree ("lender_id","checked_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "kyc_checks_checker_checked_idx" ON "kyc_checks" USING btree ("checked_by","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kyc_checks_identifier_idx" ON "kyc_checks" USING btree ("identifier_hash");
