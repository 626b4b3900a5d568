CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"company_gst" text NOT NULL,
	"company_pan" text NOT NULL,
	"business_name" text NOT NULL,
	"company_category" text NOT NULL,
	"company_type" text,
	"company_age" text,
	"turnover" text,
	"no_of_employees" integer,
	"date_of_incorporation" date,
	"business_address" text NOT NULL,
	"pincode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"capital_needed_paise" bigint NOT NULL,
	"anchor_id" uuid,
	"merchant_user_id" uuid,
	"programme_id" uuid,
	"stage" text NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_anchor_id_anchors_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."anchors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merchant_user_id_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_stage_created_idx" ON "leads" USING btree ("stage","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "leads_anchor_created_idx" ON "leads" USING btree ("anchor_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "leads_programme_idx" ON "leads" USING btree ("programme_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "leads_business_name_idx" ON "leads" USING btree (lower("business_name"));