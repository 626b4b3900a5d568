import { parseSort } from "@domain/api/paging";
import type { UserListItem, UserListQuery } from "@domain/api/users";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, lenders, users } from "@server/db/schema/index";

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const SORTABLE = {
  name: users.name,
  email: users.email,
  userType: users.userType,
  createdAt: users.createdAt,
} as const;

function listWhere(scope: TenancyScope, query: UserListQuery): SQL | undefined {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
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
  const sort = parseSort(query.sort);
  const column =
    sort && sort.field in SORTABLE ? SORTABLE[sort.field as keyof typeof SORTABLE] : users.createdAt;
  const direction = sort ? sort.direction : "desc";
  const [rows, [count]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(direction === "asc" ? asc(column) : desc(column), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows: rows.map(toListItem), total: count?.total ?? 0 };
}

/** One user, only if the scope may see it. */
export async function findScopedUser(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await baseSelect(db)
    .where(and(userScope(scope), eq(users.id, id)))
    .limit(1);
  return row ? toListItem(row) : null;
}

export type UserChanges = { name: string; email: string; mobile: string; businessName: string | null };

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
