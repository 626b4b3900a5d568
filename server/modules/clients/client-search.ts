import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SortKey } from "@server/exports/keyset";
import { containsPattern } from "@server/db/like-pattern";

/** Case-insensitive contains match, `%`, `_` and `\` matching themselves (served by a trigram index). */
export function nameContains(column: AnyPgColumn, text: string): SQL {
  return sql`lower(${column}) LIKE ${containsPattern(text)}`;
}

/** What a list's sortable field orders by: a keyset key without its direction. */
export type SortField = Omit<SortKey, "descending">;

/**
 * A list's order, `field` or `-field`, as keyset keys: the field, then the id in the same direction. The
 * list's page and its export's batches both order by them.
 */
export function sortKeysOf<F extends string>(sorts: Record<F, SortField>, id: AnyColumn, sort: string) {
  const descending = sort.startsWith("-");
  const field = sort.replace(/^-/, "") as F;
  const keys: SortKey[] = [
    { ...sorts[field], descending },
    { column: id, cast: "uuid", descending },
  ];
  return { field, keys };
}

/** A list's query as its export takes it: every filter and the sort, no paging. */
export type ExportQuery<Q> = Omit<Q, "page" | "pageSize">;
