-- A password an administrator typed for someone else (a new account, a reset) is only temporary: the account
-- sets its own, with a one-time code sent to its own mobile, before it may sign in. Existing accounts keep theirs.
ALTER TABLE "users" ADD COLUMN "must_set_password" boolean DEFAULT false NOT NULL;
