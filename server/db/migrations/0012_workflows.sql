-- Workflows (issue 11): the option source of an anchor's workflow (wfId). The workflow builder fills this
-- table later; until then it is empty and the settings' select offers nothing.
CREATE TABLE "workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
