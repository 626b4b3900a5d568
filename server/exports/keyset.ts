import { and, asc, desc, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * One key of a list's order. The last key is the id, so every row has a place of its own. PostgreSQL's
 * default NULL placement holds: last when ascending, first when descending.
 */
export type SortKey = {
  /** A column, or an expression the list sorts by (a count of related rows). */
  column: AnyColumn | SQL;
  /** The column's PostgreSQL type, which a key value read back from a row is cast to. */
  cast: string;
  descending: boolean;
  nullable?: boolean;
  /** Ordered by `lower(column)`, as a case-insensitive name sort is. */
  caseless?: boolean;
};

/** A row's value of a key, as the row carries it (instants as ISO text, exact to the millisecond). */
export type KeyValue = string | number | null;

const operand = (key: SortKey, value: SQL | AnyColumn): SQL =>
  key.caseless ? sql`lower(${value})` : sql`${value}`;
const column = (key: SortKey) => operand(key, key.column);
const valueOf = (key: SortKey, value: string | number) =>
  operand(key, sql`CAST(${value} AS ${sql.raw(key.cast)})`);

/** ORDER BY the keys, in their directions. */
export const orderByKeys = (keys: readonly SortKey[]): SQL[] =>
  keys.map((key) => (key.descending ? desc(column(key)) : asc(column(key))));

const same = (key: SortKey, value: KeyValue): SQL =>
  value === null ? sql`${column(key)} IS NULL` : sql`${column(key)} = ${valueOf(key, value)}`;

/** Rows whose key comes strictly after the value in the key's direction. */
function beyond(key: SortKey, value: KeyValue): SQL {
  if (value === null) return key.descending ? sql`${column(key)} IS NOT NULL` : sql`false`;
  if (key.descending) return sql`${column(key)} < ${valueOf(key, value)}`;
  const greater = sql`${column(key)} > ${valueOf(key, value)}`;
  return key.nullable ? sql`(${greater} OR ${column(key)} IS NULL)` : greater;
}

/** A range on the first key alone, so that an index on it starts the scan at the last row read. */
function start(key: SortKey, value: KeyValue): SQL | undefined {
  if (value === null) return key.descending ? undefined : sql`${column(key)} IS NULL`;
  if (key.descending) return sql`${column(key)} <= ${valueOf(key, value)}`;
  return key.nullable ? undefined : sql`${column(key)} >= ${valueOf(key, value)}`;
}

/**
 * The rows after the one whose keys are `values`, in the order of `orderByKeys(keys)`: directions may differ
 * from key to key (the users list sorts by a column descending, then by id ascending), so this is the
 * expanded form of a row comparison, led by a plain range on the first key.
 */
export function afterKeys(keys: readonly SortKey[], values: readonly KeyValue[]): SQL {
  const value = (index: number) => values[index] ?? null;
  const alternatives = keys.map((key, index) =>
    and(...keys.slice(0, index).map((earlier, j) => same(earlier, value(j))), beyond(key, value(index))),
  );
  const [first] = keys;
  return and(first ? start(first, value(0)) : undefined, or(...alternatives)) ?? sql`false`;
}

/** How many rows an export reads at a time: enough to keep round trips few, few enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

export type KeysetSource<Row> = {
  keys: readonly SortKey[];
  /** The row's value of each key, in order. */
  keyOf: (row: Row) => KeyValue[];
  /** One batch in the keys' order: the list's own query, narrowed to the rows after `after` when given. */
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>;
  batchSize?: number;
};

/**
 * Every row of a list in batches, each read after the last row of the one before (never OFFSET). Each batch
 * is its own statement, not one long transaction: PGlite has a single connection, and holding it for a whole
 * export would stall every other request. So an export is not one snapshot: a row changed while it runs
 * appears as it was when its batch was read, and a row moved across the read position is seen twice or not
 * at all. Key values come from the rows, so instants must be stored at the millisecond the app's clock
 * writes (as the invoice list's cursor also assumes).
 */
export async function* keysetBatches<Row>(source: KeysetSource<Row>): AsyncGenerator<Row[]> {
  const size = source.batchSize ?? EXPORT_BATCH_SIZE;
  let after: SQL | undefined;
  for (;;) {
    const rows = await source.read(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = afterKeys(source.keys, source.keyOf(last));
  }
}
