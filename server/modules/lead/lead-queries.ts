import { and, count, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  LeadCount,
  LeadCountQuery,
  LeadExportQuery,
  LeadItem,
  LeadListQuery,
  LeadSortField,
} from "@domain/api/leads";
import { addDays, startOfBusinessDate } from "@domain/dates/business-date";
import { LEAD_STAGES, type LeadSource, type LeadStage } from "@domain/enums/leads";
import type { CompanyCategory } from "@domain/enums/business";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, leads, lenders, programmes } from "@server/db/schema/index";
import { keysetBatches, orderByKeys, type SortKey } from "@server/exports/keyset";
import { containsPattern } from "@server/db/like-pattern";
import { leadScope } from "./lead-access";

const anchor = alias(anchors, "lead_anchor");
const programme = alias(programmes, "lead_programme");
const lender = alias(lenders, "lead_lender");

/** The lead row with the names of its anchor, programme and lender. */
export const leadSelect = (db: Executor) =>
  db
    .select({
      lead: leads,
      anchorName: anchor.name,
      programmeName: programme.name,
      lenderName: lender.name,
    })
    .from(leads)
    .leftJoin(anchor, eq(anchor.id, leads.anchorId))
    .leftJoin(programme, eq(programme.id, leads.programmeId))
    .leftJoin(lender, eq(lender.id, programme.lenderId))
    .$dynamic();

export type LeadRow = Awaited<ReturnType<typeof leadSelect>>[number];

export const toLeadItem = ({ lead, anchorName, programmeName, lenderName }: LeadRow): LeadItem => ({
  id: lead.id,
  name: lead.name,
  mobile: lead.mobile,
  email: lead.email,
  businessName: lead.businessName,
  companyGst: lead.companyGst,
  companyCategory: lead.companyCategory as CompanyCategory,
  city: lead.city,
  state: lead.state,
  capitalNeededPaise: lead.capitalNeededPaise,
  stage: lead.stage as LeadStage,
  source: lead.source as LeadSource,
  anchorId: lead.anchorId,
  anchorName,
  merchantUserId: lead.merchantUserId,
  programmeId: lead.programmeId,
  programmeName,
  lenderName,
  version: lead.version,
  createdAt: lead.createdAt.toISOString(),
  updatedAt: lead.updatedAt.toISOString(),
});

/** The shared filters within the caller's scope: source, referring anchor, search, created date range. */
function filtersWhere(db: Executor, scope: TenancyScope, query: LeadCountQuery): SQL[] {
  const pattern = query.search ? containsPattern(query.search) : null;
  const conditions = [
    leadScope(db, scope),
    query.source ? eq(leads.source, query.source) : undefined,
    query.anchorId ? eq(leads.anchorId, query.anchorId) : undefined,
    pattern
      ? or(
          sql`lower(${leads.name}) LIKE ${pattern}`,
          sql`lower(${leads.businessName}) LIKE ${pattern}`,
          sql`${leads.mobile} LIKE ${pattern}`,
        )
      : undefined,
    query.createdFrom ? gte(leads.createdAt, new Date(startOfBusinessDate(query.createdFrom))) : undefined,
    query.createdTo
      ? lt(leads.createdAt, new Date(startOfBusinessDate(addDays(query.createdTo, 1))))
      : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

const SORTS: Record<LeadSortField, Omit<SortKey, "descending">> = {
  name: { column: leads.name, cast: "text", caseless: true },
  businessName: { column: leads.businessName, cast: "text", caseless: true },
  stage: { column: leads.stage, cast: "text" },
  capitalNeededPaise: { column: leads.capitalNeededPaise, cast: "bigint" },
  createdAt: { column: leads.createdAt, cast: "timestamptz" },
  updatedAt: { column: leads.updatedAt, cast: "timestamptz" },
};

/** The list's order: `sort` (a minus for descending), then the id in the same direction. */
function leadSortKeys(sort: string): { field: LeadSortField; keys: SortKey[] } {
  const descending = sort.startsWith("-");
  const field = sort.replace(/^-/, "") as LeadSortField;
  return {
    field,
    keys: [
      { ...SORTS[field], descending },
      { column: leads.id, cast: "uuid", descending },
    ],
  };
}

/** The list's rows: the shared filters and its stage. */
const listWhere = (db: Executor, scope: TenancyScope, query: LeadExportQuery) =>
  and(...filtersWhere(db, scope, query), query.stage ? eq(leads.stage, query.stage) : undefined);

/** One page of leads and the number that match, newest first unless `sort` says otherwise. */
export async function listLeads(db: Executor, scope: TenancyScope, query: LeadListQuery) {
  const where = listWhere(db, scope, query);
  const [rows, [total]] = await Promise.all([
    leadSelect(db)
      .where(where)
      .orderBy(...orderByKeys(leadSortKeys(query.sort).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { payload: rows.map(toLeadItem), total: total?.n ?? 0 };
}

/** Every lead the list's filters select within the scope, in the list's order, batch by batch. */
export function leadExportBatches(db: Executor, scope: TenancyScope, query: LeadExportQuery) {
  const { field, keys } = leadSortKeys(query.sort);
  const where = listWhere(db, scope, query);
  return keysetBatches<LeadItem>({
    keys,
    keyOf: (lead) => [lead[field], lead.id],
    read: async (after, limit) => {
      const rows = await leadSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toLeadItem);
    },
  });
}

/** How many leads are at each stage for the filters (every stage present, zero when none). */
export async function countLeads(
  db: Executor,
  scope: TenancyScope,
  query: LeadCountQuery,
): Promise<LeadCount> {
  const rows = await db
    .select({ stage: leads.stage, n: count() })
    .from(leads)
    .where(and(...filtersWhere(db, scope, query)))
    .groupBy(leads.stage);
  const byStage = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<LeadStage, number>;
  for (const row of rows) if (row.stage in byStage) byStage[row.stage as LeadStage] = row.n;
  return { total: rows.reduce((sum, row) => sum + row.n, 0), byStage };
}

/** One lead, only if the scope may see it. */
export async function findScopedLead(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await leadSelect(db)
    .where(and(leadScope(db, scope), eq(leads.id, id)))
    .limit(1);
  return row ?? null;
}
