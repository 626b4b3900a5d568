import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type {
  PROGRAMME_SORT_FIELDS,
  ProgrammeItem,
  ProgrammeListQuery,
  ProgrammeStatus,
} from "@domain/api/programmes";
import type { ProgrammeUserType } from "@domain/enums/users";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, invoices, invoiceTerms, lenders, programmes } from "@server/db/schema/index";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { forbidden } from "@server/http/errors";
import { OUTSTANDING_STATUSES } from "@server/modules/account/invoices/invoice-terms";
import { type ExportQuery, nameContains, type SortField, sortKeysOf } from "../client-search";

/** The programmes a scope may see: all (platform), its lender's (NBFC), its own (anchor); a merchant none. */
export function programmeScope(scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "lender":
      return eq(programmes.lenderId, scope.lenderId);
    case "anchor":
      return eq(programmes.anchorId, scope.anchorId);
    case "merchant":
      throw forbidden("Only platform staff, lenders and anchors can see programmes");
  }
}

/** Paise of a programme's limit in use: its Approved and Paid invoices (as the approval's limit check counts). */
export const limitUsedPaise = sql<string>`(select coalesce(sum(${invoices.amountPaise}), 0) from ${invoices}
  where ${invoices.programmeId} = ${programmes.id} and ${inArray(invoices.status, OUTSTANDING_STATUSES)})`;

const programmeSelect = (db: Executor) =>
  db
    .select({
      programme: programmes,
      anchorName: anchors.name,
      lenderName: lenders.name,
      used: limitUsedPaise,
    })
    .from(programmes)
    .innerJoin(anchors, eq(anchors.id, programmes.anchorId))
    .innerJoin(lenders, eq(lenders.id, programmes.lenderId))
    .$dynamic();

export type ProgrammeRow = Awaited<ReturnType<typeof programmeSelect>>[number];

export const toProgrammeItem = ({
  programme,
  anchorName,
  lenderName,
  used,
}: ProgrammeRow): ProgrammeItem => ({
  id: programme.id,
  name: programme.name,
  product: programme.product,
  anchorId: programme.anchorId,
  anchorName,
  lenderId: programme.lenderId,
  lenderName,
  userType: programme.userType as ProgrammeUserType,
  status: programme.status as ProgrammeStatus,
  programLimitPaise: programme.programLimitPaise,
  limitUsedPaise: Number(used),
  limitAvailablePaise: programme.programLimitPaise - Number(used),
  liabilityInterestDays: programme.liabilityDays,
  version: programme.version,
  createdAt: programme.createdAt.toISOString(),
  updatedAt: programme.updatedAt.toISOString(),
});

const SORTS: Record<(typeof PROGRAMME_SORT_FIELDS)[number], SortField> = {
  name: { column: programmes.name, cast: "text", caseless: true },
  programLimitPaise: { column: programmes.programLimitPaise, cast: "bigint" },
  createdAt: { column: programmes.createdAt, cast: "timestamptz" },
};

export type ProgrammeExportQuery = ExportQuery<ProgrammeListQuery>;

/** The programmes the list's search, anchor and lender select within the scope. */
const programmeListWhere = (scope: TenancyScope, query: ProgrammeExportQuery) =>
  and(
    programmeScope(scope),
    query.anchorId ? eq(programmes.anchorId, query.anchorId) : undefined,
    query.lenderId ? eq(programmes.lenderId, query.lenderId) : undefined,
    query.search ? nameContains(programmes.name, query.search) : undefined,
  );

/** One page of the programmes the scope may see, and how many match. */
export async function listProgrammes(db: Executor, scope: TenancyScope, query: ProgrammeListQuery) {
  const where = programmeListWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    programmeSelect(db)
      .where(where)
      .orderBy(...orderByKeys(sortKeysOf(SORTS, programmes.id, query.sort).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(programmes).where(where),
  ]);
  return { payload: rows.map(toProgrammeItem), total: total?.n ?? 0 };
}

/** Every programme the list's search, anchor and lender select within the scope, in its order, batch by batch. */
export function programmeExportBatches(db: Executor, scope: TenancyScope, query: ProgrammeExportQuery) {
  const where = programmeListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, programmes.id, query.sort);
  return keysetBatches<ProgrammeItem>({
    keys,
    keyOf: (programme) => [programme[field], programme.id],
    read: async (after, limit) => {
      const rows = await programmeSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toProgrammeItem);
    },
  });
}

/** Every programme of an anchor the scope may see, by name. */
export async function anchorProgrammes(db: Executor, scope: TenancyScope, anchorId: string) {
  const rows = await programmeSelect(db)
    .where(and(programmeScope(scope), eq(programmes.anchorId, anchorId)))
    .orderBy(asc(programmes.name));
  return rows.map(toProgrammeItem);
}

/** One programme, only if the scope may see it. */
export async function findScopedProgramme(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await programmeSelect(db)
    .where(and(programmeScope(scope), eq(programmes.id, id)))
    .limit(1);
  return row ?? null;
}

/** The programme's liability days an anchor's settings show (its first programme's), or null. */
export async function anchorLiabilityDays(db: Executor, anchorId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: programmes.liabilityDays })
    .from(programmes)
    .where(eq(programmes.anchorId, anchorId))
    .orderBy(asc(programmes.createdAt), asc(programmes.id))
    .limit(1);
  return row?.days ?? null;
}

type ProgrammeColumns = Partial<typeof programmes.$inferInsert>;

/** Updates a programme at the expected version (the version moves on); false when none matched. */
export async function updateProgrammeAt(
  db: Executor,
  id: string,
  version: number,
  set: ProgrammeColumns,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(programmes)
    .set({ ...set, version: sql`${programmes.version} + 1`, updatedAt: now })
    .where(and(eq(programmes.id, id), eq(programmes.version, version)))
    .returning({ id: programmes.id });
  return rows.length > 0;
}

/** The columns behind the programme fields that wait for approval (the status: a creation's approval). */
const CHECKED_COLUMNS: Record<string, keyof ProgrammeColumns> = {
  programLimitPaise: "programLimitPaise",
  liabilityInterestDays: "liabilityDays",
  status: "status",
};

/** Applies an approved change's fields to the programme at the version it was proposed against. */
export function programmeColumnsOf(changes: readonly { field: string; after: unknown }[]): ProgrammeColumns {
  const set: Record<string, unknown> = {};
  for (const change of changes) {
    const column = CHECKED_COLUMNS[change.field];
    if (column) set[column] = change.after;
  }
  return set as ProgrammeColumns;
}

/** The interest rate (percent a year) of a programme's invoice terms, or null when it has none. */
export async function interestRateOf(db: Executor, programmeId: string): Promise<number | null> {
  const [row] = await db
    .select({ rate: invoiceTerms.interestRatePercent })
    .from(invoiceTerms)
    .where(eq(invoiceTerms.programmeId, programmeId));
  return row ? Number(row.rate) : null;
}

/** Sets the interest rate of a programme's invoice terms, creating them when it has none. */
export async function setInterestRate(db: Executor, programmeId: string, percent: number, now: Date) {
  const interestRatePercent = String(percent);
  await db
    .insert(invoiceTerms)
    .values({ programmeId, interestRatePercent, updatedAt: now })
    .onConflictDoUpdate({ target: invoiceTerms.programmeId, set: { interestRatePercent, updatedAt: now } });
}
