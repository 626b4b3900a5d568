import { randomUUID } from "node:crypto";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { CounterpartyListQuery } from "@domain/api/counterparties";
import { DUPLICATE_PARTNER_GSTIN_MESSAGE, type PartnerItem } from "@domain/api/partners";
import type { PartnerCreateValues } from "@domain/schemas/partner-create";
import type { Principal } from "@server/auth/principal";
import type { Database } from "@server/db/database";
import { partners } from "@server/db/schema/partners";
import { conflict, notFound } from "@server/http/errors";
import {
  anchorOwnedCondition,
  isUuid,
  ownAnchorId,
  prefixPattern,
  STALE_RECORD_MESSAGE,
} from "../counterparty-scope";
import { isUniqueViolation } from "../unique-violation";

type Row = typeof partners.$inferSelect;

const toItem = (row: Row): PartnerItem => ({
  id: row.id,
  anchorId: row.anchorId,
  gstin: row.gstin,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  tdsPercent: row.tdsPercent,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPartners(db: Database, principal: Principal, query: CounterpartyListQuery) {
  const search = query.search
    ? or(
        sql`lower(${partners.name}) LIKE ${prefixPattern(query.search)}`,
        eq(partners.gstin, query.search.toUpperCase()),
      )
    : undefined;
  const where = and(anchorOwnedCondition(principal, partners.anchorId, query.anchorId), search);
  const rows = await db
    .select()
    .from(partners)
    .where(where)
    .orderBy(asc(partners.name), asc(partners.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(where);
  return { payload: rows.map(toItem), total: count?.n ?? 0 };
}

const columns = (fields: PartnerCreateValues) => ({
  gstin: fields.Partner_gst,
  name: fields.Supplier_name,
  email: fields.Partner_Email ? fields.Partner_Email : null,
  mobile: fields.Phone_Number,
  tdsPercent: fields.Applicable_TDS,
});

const duplicate = () =>
  conflict(DUPLICATE_PARTNER_GSTIN_MESSAGE, [
    { field: "Partner_gst", message: DUPLICATE_PARTNER_GSTIN_MESSAGE },
  ]);

type Deps = { db: Database; now: Date; principal: Principal };

export async function createPartner(
  { db, now, principal }: Deps,
  fields: PartnerCreateValues,
): Promise<PartnerItem> {
  const anchorId = ownAnchorId(principal);
  try {
    const [row] = await db
      .insert(partners)
      .values({ id: randomUUID(), anchorId, ...columns(fields), createdAt: now, updatedAt: now })
      .returning();
    return toItem(row as Row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updatePartner(
  { db, now, principal }: Deps,
  fields: PartnerCreateValues & { id: string; version: number },
): Promise<PartnerItem> {
  const anchorId = ownAnchorId(principal);
  const owned = and(eq(partners.id, fields.id), eq(partners.anchorId, anchorId));
  const [current] = isUuid(fields.id) ? await db.select().from(partners).where(owned) : [];
  if (!current) throw notFound("Partner not found");
  if (current.version !== fields.version) throw conflict(STALE_RECORD_MESSAGE);
  try {
    const [row] = await db
      .update(partners)
      .set({ ...columns(fields), version: sql`${partners.version} + 1`, updatedAt: now })
      .where(and(owned, eq(partners.version, fields.version)))
      .returning();
    if (!row) throw conflict(STALE_RECORD_MESSAGE);
    return toItem(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
