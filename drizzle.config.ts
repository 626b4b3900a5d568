import { defineConfig } from "drizzle-kit";

/** One schema and one set of migrations for PGlite and PostgreSQL; applied at start-up by server/db/migrate.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
