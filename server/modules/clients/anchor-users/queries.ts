import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { ANCHOR_USER_SORT_FIELDS, AnchorUserItem, AnchorUserListQuery } from "@domain/api/anchor-users";
import type { OnboardingFlow } from "@domain/enums/builder";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, anchorUsers, userBankAccounts, users } from "@server/db/schema/index";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { forbidden } from "@server/http/errors";
import { type ExportQuery, nameContains, type SortField, sortKeysOf } from "../client-search";

/** The anchor users a scope may see: all (platform staff), its own (an anchor); nobody else. */
export function anchorUserScope(scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "anchor":
      return eq(anchorUsers.anchorId, scope.anchorId);
    case "lender":
    case "merchant":
      throw forbidden("Only platform staff and anchors can see anchor users");
  }
}

const anchorUserSelect = (db: Executor) =>
  db
    .select({ user: anchorUsers, anchorName: anchors.name })
    .from(anchorUsers)
    .innerJoin(anchors, eq(anchors.id, anchorUsers.anchorId))
    .$dynamic();

type AnchorUserRow = Awaited<ReturnType<typeof anchorUserSelect>>[number];

const toAnchorUserItem = ({ user, anchorName }: AnchorUserRow): AnchorUserItem => ({
  id: user.id,
  anchorId: user.anchorId,
  anchorName,
  externalId: user.externalId,
  mobile: user.mobile,
  userId: user.userId,
  avgMonthCollection: Number(user.avgMonthCollection),
  vintage: user.vintage,
  onboardingFlow: user.onboardingFlow as OnboardingFlow,
  bankIds: user.bankIds,
  version: user.version,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

const SORTS: Record<(typeof ANCHOR_USER_SORT_FIELDS)[number], SortField> = {
  mobile: { column: anchorUsers.mobile, cast: "text" },
  externalId: { column: anchorUsers.externalId, cast: "text", nullable: true },
  createdAt: { column: anchorUsers.createdAt, cast: "timestamptz" },
};

export type AnchorUserExportQuery = ExportQuery<AnchorUserListQuery>;

/** The anchor users the list's search and anchor select within the scope. */
const anchorUserListWhere = (scope: TenancyScope, query: AnchorUserExportQuery) =>
  and(
    anchorUserScope(scope),
    query.anchorId ? eq(anchorUsers.anchorId, query.anchorId) : undefined,
    query.search
      ? or(nameContains(anchorUsers.mobile, query.search), nameContains(anchorUsers.externalId, query.search))
      : undefined,
  );

/** One page of the anchor users the scope may see, and how many match. */
export async function listAnchorUsers(db: Executor, scope: TenancyScope, query: AnchorUserListQuery) {
  const where = anchorUserListWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    anchorUserSelect(db)
      .where(where)
      .orderBy(...orderByKeys(sortKeysOf(SORTS, anchorUsers.id, query.sort).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(anchorUsers).where(where),
  ]);
  return { payload: rows.map(toAnchorUserItem), total: total?.n ?? 0 };
}

/** Every anchor user the list's search and anchor select within the scope, in the list's order, batch by batch. */
export function anchorUserExportBatches(db: Executor, scope: TenancyScope, query: AnchorUserExportQuery) {
  const where = anchorUserListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, anchorUsers.id, query.sort);
  return keysetBatches<AnchorUserItem>({
    keys,
    keyOf: (user) => [user[field], user.id],
    read: async (after, limit) => {
      const rows = await anchorUserSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toAnchorUserItem);
    },
  });
}

/** One anchor user, only if the scope may see it. */
export async function findScopedAnchorUser(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await anchorUserSelect(db)
    .where(and(anchorUserScope(scope), eq(anchorUsers.id, id)))
    .limit(1);
  return row ? toAnchorUserItem(row) : null;
}

/** Whether a merchant user has this id. */
export async function merchantExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.kind, "MERCHANT")))
    .limit(1);
  return rows.length > 0;
}

/** A merchant user's own bank accounts, the primary first: what an anchor user's bank ids may name. */
export async function listOwnBankAccounts(db: Executor, userId: string) {
  return db
    .select({
      id: userBankAccounts.id,
      accountNumber: userBankAccounts.accountNumber,
      ifsc: userBankAccounts.ifsc,
      bankName: userBankAccounts.bankName,
      accountHolderName: userBankAccounts.accountHolderName,
      isPrimary: userBankAccounts.isPrimary,
    })
    .from(userBankAccounts)
    .where(eq(userBankAccounts.userId, userId))
    .orderBy(desc(userBankAccounts.isPrimary), userBankAccounts.accountNumber);
}

/** How many of the ids are the user's own bank accounts. */
export async function countOwnBankAccounts(db: Executor, userId: string, ids: readonly string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(userBankAccounts)
    .where(and(eq(userBankAccounts.userId, userId), inArray(userBankAccounts.id, [...ids])));
  return row?.n ?? 0;
}

type AnchorUserColumns = Partial<typeof anchorUsers.$inferInsert>;

/** Updates an anchor user the scope may see at the expected version; false when none matched. */
export async function updateAnchorUserAt(
  db: Executor,
  scope: TenancyScope,
  id: string,
  version: number,
  set: AnchorUserColumns,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(anchorUsers)
    .set({ ...set, version: sql`${anchorUsers.version} + 1`, updatedAt: now })
    .where(and(anchorUserScope(scope), eq(anchorUsers.id, id), eq(anchorUsers.version, version)))
    .returning({ id: anchorUsers.id });
  return rows.length > 0;
}
