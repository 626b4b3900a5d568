import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index";

/** One Drizzle type for both drivers (PGlite and node-postgres): queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle or the database itself: query functions accept either. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "query">;

export type DatabaseKind = "pglite" | "postgres";
