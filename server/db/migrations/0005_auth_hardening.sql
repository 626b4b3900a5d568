-- Access tokens carry the user's session generation: bumping it (a change of e-mail or mobile) kills every
-- access token issued before, across server processes.
ALTER TABLE "users" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
--> statement-breakpoint
-- The response that replaced a rotated refresh token, sealed under a key derived from that token: for the
-- short grace in which a second tab may present it again.
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
--> statement-breakpoint
CREATE TABLE "revoked_access_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_access_tokens_expires_idx" ON "revoked_access_tokens" USING btree ("expires_at");
--> statement-breakpoint
-- Failed sign-ins per account, or per normalised username when no account has it, so that an unknown
-- username locks exactly like a real one.
CREATE TABLE "sign_in_failures" (
	"subject" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_updated_idx" ON "sign_in_failures" USING btree ("updated_at");
