import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();

/**
 * A SQL fragment without parameters (column lists, row expressions), rendered to text once: Drizzle walks a
 * fragment's parts again on every query, which for the list's row expression costs more than the query's
 * own planning.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`A prerendered fragment takes no parameters: ${text}`);
  return sql.raw(text);
}
