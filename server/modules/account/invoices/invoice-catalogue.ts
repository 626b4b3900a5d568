import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { InvoiceListQuery } from "@domain/api/invoices";
import { INVOICE_TYPES, type InvoiceType } from "@domain/enums/finance";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { invoiceCounterpartyNames as names, invoices } from "@server/db/schema/invoices";
import { containsPattern } from "@server/db/like-pattern";
import { scopeCondition, visibleTypes } from "./invoice-scope";
import type { ParsedSort } from "./invoice-sort";
import { readRows } from "./plan-cache";

/**
 * What a list query can find before it reads an invoice: the counterparty names and the invoice types its rows
 * may carry. `undefined` where nothing narrows it; `null` when nothing can match.
 */
export type Catalogue = { names?: string[]; types?: InvoiceType[] } | null;

/**
 * The catalogue of a query: the types the caller can see that the type filter keeps, and, for a name
 * filter (or a tenant's list sorted by name), the names its invoices carry (containing the text), with their
 * types. The names come from `invoice_counterparty_names`, which holds every name an invoice has or had, so
 * the invoices matching the text are exactly those carrying one of these names. Listed explicitly, they let
 * a walk of the name or type index skip what the caller cannot see.
 */
export async function invoiceCatalogue(
  db: Executor,
  scope: TenancyScope,
  query: InvoiceListQuery,
  sort: ParsedSort,
): Promise<Catalogue> {
  const visible = visibleTypes(scope).filter((type) => !query.type?.length || query.type.includes(type));
  if (visible.length === 0) return null;
  const types = visible.length < INVOICE_TYPES.length ? visible : undefined;
  const text = query.counterpartyName;
  // Sorted by name, a tenant's list (or one type's) walks only the names it carries.
  const sortedByName =
    sort.field === "counterpartyName" && (scope.level !== "platform" || query.type?.length);
  if (!text && !sortedByName) return { types };
  const conditions: (SQL | undefined)[] = [
    scopeCondition(scope, names),
    text ? sql`lower(${names.counterpartyName}) LIKE ${containsPattern(text)}` : undefined,
    types ? inArray(names.type, types) : undefined,
    query.anchorId ? eq(names.anchorId, query.anchorId) : undefined,
    query.lenderId ? eq(names.lenderId, query.lenderId) : undefined,
  ];
  const rows = await readRows<{ type: string; name: string }>(
    db,
    sql`SELECT ${names.type} AS type, ${names.counterpartyName} AS name FROM ${names}
      WHERE ${and(...conditions)} GROUP BY 1, 2`,
  );
  if (rows.length === 0) return null;
  // The names imply their types; spelled out too, they would only skew the planner's estimates, except to
  // let a list sorted by type skip the types the names never carry.
  const carried = new Set(rows.map((row) => row.type as InvoiceType));
  return {
    names: [...new Set(rows.map((row) => row.name))],
    types: sort.field === "type" && carried.size < INVOICE_TYPES.length ? [...carried] : undefined,
  };
}

/** The catalogue as conditions on `invoices`. */
export function catalogueConditions(catalogue: NonNullable<Catalogue>): SQL[] {
  return [
    ...(catalogue.names ? [inArray(invoices.counterpartyName, catalogue.names)] : []),
    ...(catalogue.types ? [inArray(invoices.type, catalogue.types)] : []),
  ];
}
