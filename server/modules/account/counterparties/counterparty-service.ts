import { randomUUID } from "node:crypto";
import { and, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { CounterpartyExportQuery, CounterpartyListQuery } from "@domain/api/counterparties";
import type { Principal } from "@server/auth/principal";
import type { Database } from "@server/db/database";
import { type KeyValue, keysetBatches, orderByKeys, type SortKey } from "@server/exports/keyset";
import type { KycProvider } from "@server/integrations/kyc/kyc-provider";
import { conflict, notFound } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import { containsPattern } from "@server/db/like-pattern";
import { isUuid, STALE_RECORD_MESSAGE, type OwnerScope } from "./counterparty-scope";

/** A supplier, partner or retailer table: the columns every counterparty has. */
export type CounterpartyTable = PgTable & {
  id: AnyPgColumn;
  gstin: AnyPgColumn;
  version: AnyPgColumn;
};

export type CounterpartyDeps = { db: Database; kyc: KycProvider; now: Date; principal: Principal };

/** What tells one counterparty service from another. */
export type CounterpartySpec<T extends CounterpartyTable, Fields, Item> = {
  table: T;
  /** The column the list sorts by and searches by prefix (beside the exact GSTIN). */
  nameColumn: AnyPgColumn;
  scope: OwnerScope;
  /** The row's columns from the form's fields; may call out (the supplier bank check). */
  columns: (
    fields: Fields,
    deps: CounterpartyDeps,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  toItem: (row: T["$inferSelect"]) => Item;
  /** The 409 of a GSTIN the owner already has, as a field error on `field`. */
  duplicate: { field: string; message: string };
  notFoundMessage: string;
};

/** A row with its timestamps as ISO strings, as the API answers it. */
export const withIsoTimestamps = <Row extends { createdAt: Date; updatedAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** List (paged, searched, scoped), create and update (optimistic locking) of one kind of counterparty. */
export function counterpartyService<T extends CounterpartyTable, Fields, Item>(
  spec: CounterpartySpec<T, Fields, Item>,
) {
  type Row = T["$inferSelect"];
  const { table, nameColumn, scope, toItem } = spec;
  const rethrow = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(spec.duplicate.message, [spec.duplicate]);
    throw error;
  };

  /** The rows the list shows the caller for its search (and, for platform staff, anchor). */
  function listWhere(principal: Principal, query: CounterpartyExportQuery): SQL | undefined {
    const search = query.search
      ? or(
          sql`lower(${nameColumn}) LIKE ${containsPattern(query.search)}`,
          eq(table.gstin, query.search.toUpperCase()),
        )
      : undefined;
    return and(scope.visible(principal, query.anchorId), search);
  }

  /** By name, then id. */
  const order: SortKey[] = [
    { column: nameColumn, cast: "text", descending: false },
    { column: table.id, cast: "uuid", descending: false },
  ];
  /** The property a row carries the name under, to read its key back. */
  const [nameField = "name"] = Object.entries(getTableColumns(table))
    .filter(([, column]) => column === nameColumn)
    .map(([field]) => field);

  async function list(db: Database, principal: Principal, query: CounterpartyListQuery) {
    const where = listWhere(principal, query);
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderByKeys(order))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(where);
    return { payload: (rows as Row[]).map(toItem), total: count?.n ?? 0 };
  }

  /** Every row the list's search selects for the caller, in the list's order, batch by batch. */
  function exportBatches(db: Database, principal: Principal, query: CounterpartyExportQuery) {
    const where = listWhere(principal, query);
    return keysetBatches<Item>({
      keys: order,
      // An item carries the row's fields under the row's names.
      keyOf: (item) => {
        const values = item as Record<string, KeyValue>;
        return [values[nameField] ?? null, values.id ?? null];
      },
      read: async (after, limit) => {
        const rows = await db
          .select()
          .from(table as PgTable)
          .where(and(where, after))
          .orderBy(...orderByKeys(order))
          .limit(limit);
        return (rows as Row[]).map(toItem);
      },
    });
  }

  async function create(deps: CounterpartyDeps, fields: Fields): Promise<Item> {
    const { db, now, principal } = deps;
    const owner = scope.ownerColumns(principal);
    const columns = await spec.columns(fields, deps);
    const values = { id: randomUUID(), ...owner, ...columns, createdAt: now, updatedAt: now };
    const [row] = await db
      .insert(table)
      .values(values as T["$inferInsert"])
      .returning()
      .catch(rethrow);
    return toItem(row as Row);
  }

  async function update(
    deps: CounterpartyDeps,
    fields: Fields & { id: string; version: number },
  ): Promise<Item> {
    const { db, now, principal } = deps;
    const owned = and(eq(table.id, fields.id), scope.owned(principal));
    const [current] = isUuid(fields.id)
      ? await db
          .select()
          .from(table as PgTable)
          .where(owned)
      : [];
    if (!current) throw notFound(spec.notFoundMessage);
    if ((current as Row).version !== fields.version) throw conflict(STALE_RECORD_MESSAGE);
    const columns = await spec.columns(fields, deps);
    const changes = { ...columns, version: sql`${table.version} + 1`, updatedAt: now };
    const rows = await db
      .update(table as PgTable)
      .set(changes)
      .where(and(owned, eq(table.version, fields.version)))
      .returning()
      .catch(rethrow);
    const [row] = rows as Row[];
    if (!row) throw conflict(STALE_RECORD_MESSAGE);
    return toItem(row);
  }

  return { list, exportBatches, create, update };
}
