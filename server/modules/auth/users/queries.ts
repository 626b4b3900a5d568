import { parseSort } from "@domain/api/paging";
import type { UserExportQuery, UserListItem, UserListQuery } from "@domain/api/users";
import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, lenders, users } from "@server/db/schema/index";
import { keysetBatches, orderByKeys, type SortKey } from "@server/exports/keyset";
import { containsPattern } from "@server/db/like-pattern";

/** Users a scope may see: everyone (platform), its lender's (NBFC), its network (anchor), itself. */
export function userScope(scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "lender":
      return eq(users.lenderId, scope.lenderId);
    case "anchor":
      return eq(users.anchorId, scope.anchorId);
    case "merchant":
      return eq(users.id, scope.userId);
  }
}

const lender = alias(lenders, "lender");
const anchor = alias(anchors, "anchor");

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  kind: users.kind,
  userType: users.userType,
  roles: users.roles,
  lenderId: users.lenderId,
  lenderName: lender.name,
  anchorId: users.anchorId,
  anchorName: anchor.name,
  businessName: users.businessName,
  onboardingStatus: users.onboardingStatus,
  createdAt: users.createdAt,
  version: users.version,
};

const baseSelect = (db: Executor) =>
  db
    .select(listColumns)
    .from(users)
    .leftJoin(lender, eq(lender.id, users.lenderId))
    .leftJoin(anchor, eq(anchor.id, users.anchorId))
    .$dynamic();

type ListRow = Awaited<ReturnType<typeof baseSelect>>[number];

export function toListItem(row: ListRow): UserListItem & { version: number } {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    kind: row.kind === "ADMIN" ? "ADMIN" : "MERCHANT",
    userType: row.userType,
    roles: row.roles,
    lenderId: row.lenderId,
    lenderName: row.lenderName,
    anchorId: row.anchorId,
    anchorName: row.anchorName,
    businessName: row.businessName,
    onboardingStatus: row.onboardingStatus,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

const SORTABLE = {
  name: { column: users.name, cast: "text" },
  email: { column: users.email, cast: "text" },
  userType: { column: users.userType, cast: "text" },
  createdAt: { column: users.createdAt, cast: "timestamptz" },
} as const;
type SortField = keyof typeof SORTABLE;

/** The list's order: the sort asked for (newest first by default), then the id. */
function userSortKeys(query: UserExportQuery): { field: SortField; keys: SortKey[] } {
  const sort = parseSort(query.sort);
  const field: SortField =
    sort && Object.hasOwn(SORTABLE, sort.field) ? (sort.field as SortField) : "createdAt";
  const descending = sort ? sort.direction === "desc" : true;
  return {
    field,
    keys: [
      { ...SORTABLE[field], descending },
      { column: users.id, cast: "uuid", descending: false },
    ],
  };
}

function listWhere(scope: TenancyScope, query: UserExportQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : null;
  return and(
    userScope(scope),
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.kind ? eq(users.kind, query.kind) : undefined,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(users.mobile, pattern),
          ilike(users.businessName, pattern),
        )
      : undefined,
  );
}

export async function listUsers(db: Executor, scope: TenancyScope, query: UserListQuery) {
  const where = listWhere(scope, query);
  const [rows, [count]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...orderByKeys(userSortKeys(query).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows: rows.map(toListItem), total: count?.total ?? 0 };
}

/** Every user the list's search and filters select within the scope, in the list's order, batch by batch. */
export function userExportBatches(db: Executor, scope: TenancyScope, query: UserExportQuery) {
  const { field, keys } = userSortKeys(query);
  const where = listWhere(scope, query);
  return keysetBatches<UserListItem>({
    keys,
    keyOf: (user) => [user[field], user.id],
    read: async (after, limit) => {
      const rows = await baseSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toListItem);
    },
  });
}

/** One user, only if the scope may see it. */
export async function findScopedUser(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await baseSelect(db)
    .where(and(userScope(scope), eq(users.id, id)))
    .limit(1);
  return row ? toListItem(row) : null;
}

export type UserChanges = {
  name: string;
  email: string;
  mobile: string;
  businessName?: string | null;
  roles?: string[];
  userType?: string;
  lenderId?: string | null;
  passwordHash?: string;
  mustSetPassword?: boolean;
};

/** Updates a user the scope may see, only at the expected version; null when none matched. */
export async function updateScopedUser(
  db: Executor,
  scope: TenancyScope,
  id: string,
  version: number,
  changes: UserChanges,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: now })
    .where(and(userScope(scope), eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  return row ?? null;
}

/** Which of an e-mail and a mobile already belong to another user. */
export async function findContactClashes(db: Executor, email: string, mobile: string, exceptId?: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.email, email), eq(users.mobile, mobile)));
  const others = rows.filter((row) => row.id !== exceptId);
  return {
    email: others.some((row) => row.email === email),
    mobile: others.some((row) => row.mobile === mobile),
  };
}
