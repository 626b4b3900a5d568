import { randomUUID } from "node:crypto";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { CounterpartyListQuery } from "@domain/api/counterparties";
import { DUPLICATE_RETAILER_GSTIN_MESSAGE, type RetailerItem } from "@domain/api/retailers";
import type { RetailerAddValues } from "@domain/schemas/retailer-add";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import type { Database } from "@server/db/database";
import { retailers } from "@server/db/schema/retailers";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { isUuid, prefixPattern, STALE_RECORD_MESSAGE } from "../counterparty-scope";
import { isUniqueViolation } from "../unique-violation";

type Row = typeof retailers.$inferSelect;

const toItem = (row: Row): RetailerItem => ({
  id: row.id,
  merchantUserId: row.merchantUserId,
  anchorId: row.anchorId,
  gstin: row.gstin,
  businessName: row.businessName,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  pan: row.pan,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Retailers belong to a (non-anchor) merchant; platform staff see all of them. */
function visible(principal: Principal, anchorId?: string): SQL {
  const scope = scopeOf(principal);
  if (scope.level === "merchant") return eq(retailers.merchantUserId, scope.userId);
  if (scope.level === "platform") return anchorId ? eq(retailers.anchorId, anchorId) : sql`true`;
  throw forbidden("Only merchants and platform staff can see retailers");
}

function ownMerchant(principal: Principal): string {
  const scope = scopeOf(principal);
  if (scope.level !== "merchant") throw forbidden("Only a merchant can add retailers");
  return scope.userId;
}

export async function listRetailers(db: Database, principal: Principal, query: CounterpartyListQuery) {
  const search = query.search
    ? or(
        sql`lower(${retailers.businessName}) LIKE ${prefixPattern(query.search)}`,
        eq(retailers.gstin, query.search.toUpperCase()),
      )
    : undefined;
  const where = and(visible(principal, query.anchorId), search);
  const rows = await db
    .select()
    .from(retailers)
    .where(where)
    .orderBy(asc(retailers.businessName), asc(retailers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(retailers)
    .where(where);
  return { payload: rows.map(toItem), total: count?.n ?? 0 };
}

const columns = (fields: RetailerAddValues) => ({
  gstin: fields.GST,
  businessName: fields.businessName,
  name: fields.name,
  mobile: fields.mobile,
  email: fields.email ? fields.email : null,
  pan: fields.panNumber,
});

const duplicate = () =>
  conflict(DUPLICATE_RETAILER_GSTIN_MESSAGE, [{ field: "GST", message: DUPLICATE_RETAILER_GSTIN_MESSAGE }]);

type Deps = { db: Database; now: Date; principal: Principal };

export async function createRetailer(
  { db, now, principal }: Deps,
  fields: RetailerAddValues,
): Promise<RetailerItem> {
  const merchantUserId = ownMerchant(principal);
  try {
    const [row] = await db
      .insert(retailers)
      .values({
        id: randomUUID(),
        merchantUserId,
        anchorId: principal.anchorId,
        ...columns(fields),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toItem(row as Row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateRetailer(
  { db, now, principal }: Deps,
  fields: RetailerAddValues & { id: string; version: number },
): Promise<RetailerItem> {
  const owned = and(eq(retailers.id, fields.id), eq(retailers.merchantUserId, ownMerchant(principal)));
  const [current] = isUuid(fields.id) ? await db.select().from(retailers).where(owned) : [];
  if (!current) throw notFound("Retailer not found");
  if (current.version !== fields.version) throw conflict(STALE_RECORD_MESSAGE);
  try {
    const [row] = await db
      .update(retailers)
      .set({ ...columns(fields), version: sql`${retailers.version} + 1`, updatedAt: now })
      .where(and(owned, eq(retailers.version, fields.version)))
      .returning();
    if (!row) throw conflict(STALE_RECORD_MESSAGE);
    return toItem(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
