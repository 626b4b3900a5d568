import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  type ANCHOR_SORT_FIELDS,
  anchorOptions,
  type AnchorItem,
  type AnchorListQuery,
  type AnchorOption,
} from "@domain/api/anchors";
import type { LendingType } from "@domain/enums/finance";
import type { ActiveStatus } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, anchorSettings, invoices, programmes } from "@server/db/schema/index";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { forbidden } from "@server/http/errors";
import { OUTSTANDING_STATUSES } from "@server/modules/account/invoices/invoice-terms";
import { type ExportQuery, nameContains, type SortField, sortKeysOf } from "../client-search";

/** The anchors a scope may see: all (platform staff), its own (anchor); nobody else. */
export function anchorScope(scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "anchor":
      return eq(anchors.id, scope.anchorId);
    case "lender":
    case "merchant":
      throw forbidden("Only platform staff and anchors can see anchors");
  }
}

const programmeCount = sql<number>`(select count(*)::int from ${programmes} where ${programmes.anchorId} = ${anchors.id})`;
const limitPaise = sql<string>`(select coalesce(sum(${programmes.programLimitPaise}), 0) from ${programmes}
  where ${programmes.anchorId} = ${anchors.id})`;
const usedPaise = sql<string>`(select coalesce(sum(${invoices.amountPaise}), 0) from ${invoices}
  where ${invoices.anchorId} = ${anchors.id} and ${inArray(invoices.status, OUTSTANDING_STATUSES)})`;

const anchorSelect = (db: Executor) =>
  db
    .select({
      anchor: anchors,
      status: sql<string>`coalesce(${anchorSettings.status}, 'Active')`,
      lendingType: sql<string>`coalesce(${anchorSettings.lendingType}, 'NONE')`,
      programmeCount,
      limitPaise,
      usedPaise,
    })
    .from(anchors)
    // Anchors bulk-loaded without settings (seed --scale) list with the defaults.
    .leftJoin(anchorSettings, eq(anchorSettings.anchorId, anchors.id))
    .$dynamic();

type AnchorRow = Awaited<ReturnType<typeof anchorSelect>>[number];

export const toAnchorItem = (row: AnchorRow): AnchorItem => ({
  id: row.anchor.id,
  name: row.anchor.name,
  gstin: row.anchor.gstin,
  pan: row.anchor.pan,
  status: row.status as ActiveStatus,
  lendingType: row.lendingType as LendingType,
  programmeCount: row.programmeCount,
  programLimitPaise: Number(row.limitPaise),
  limitUsedPaise: Number(row.usedPaise),
  limitAvailablePaise: Number(row.limitPaise) - Number(row.usedPaise),
  createdAt: row.anchor.createdAt.toISOString(),
});

const SORTS: Record<(typeof ANCHOR_SORT_FIELDS)[number], SortField> = {
  name: { column: anchors.name, cast: "text", caseless: true },
  programmeCount: { column: programmeCount, cast: "integer" },
  createdAt: { column: anchors.createdAt, cast: "timestamptz" },
};

export type AnchorExportQuery = ExportQuery<AnchorListQuery>;

/** The anchors the list's search and filters select within the scope. */
const anchorListWhere = (scope: TenancyScope, query: AnchorExportQuery) =>
  and(
    anchorScope(scope),
    query.search ? nameContains(anchors.name, query.search) : undefined,
    query.status ? sql`coalesce(${anchorSettings.status}, 'Active') = ${query.status}` : undefined,
    query.lendingType
      ? sql`coalesce(${anchorSettings.lendingType}, 'NONE') = ${query.lendingType}`
      : undefined,
  );

/** One page of the anchors the scope may see, and how many match. */
export async function listAnchors(db: Executor, scope: TenancyScope, query: AnchorListQuery) {
  const where = anchorListWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    anchorSelect(db)
      .where(where)
      .orderBy(...orderByKeys(sortKeysOf(SORTS, anchors.id, query.sort).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(anchors)
      .leftJoin(anchorSettings, eq(anchorSettings.anchorId, anchors.id))
      .where(where),
  ]);
  return { payload: rows.map(toAnchorItem), total: total?.n ?? 0 };
}

/** Every anchor the list's search and filters select within the scope, in the list's order, batch by batch. */
export function anchorExportBatches(db: Executor, scope: TenancyScope, query: AnchorExportQuery) {
  const where = anchorListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, anchors.id, query.sort);
  return keysetBatches<AnchorItem>({
    keys,
    keyOf: (anchor) => [anchor[field], anchor.id],
    read: async (after, limit) => {
      const rows = await anchorSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toAnchorItem);
    },
  });
}
/** One anchor, only if the scope may see it. */
export async function findScopedAnchor(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await anchorSelect(db)
    .where(and(anchorScope(scope), eq(anchors.id, id)))
    .limit(1);
  return row ? toAnchorItem(row) : null;
}

const SEARCH_LIMIT = 20;

/** The async select's options: anchors whose name contains the query, by name, labelled by anchorOptions. */
export async function searchAnchors(db: Executor, query: string): Promise<AnchorOption[]> {
  const rows = await db
    .select({ id: anchors.id, name: anchors.name, gstin: anchors.gstin })
    .from(anchors)
    .where(query ? nameContains(anchors.name, query) : undefined)
    .orderBy(asc(sql`lower(${anchors.name})`), asc(anchors.id))
    .limit(SEARCH_LIMIT);
  return anchorOptions(rows);
}
