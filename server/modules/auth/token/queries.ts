import { and, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { refreshTokens, users } from "@server/db/schema/index";

/** A user by e-mail (case-insensitive) or mobile: the `username` of the password grant. */
export async function findUserByUsername(db: Executor, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, username.toLowerCase()), eq(users.mobile, username)))
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function findUserByMobile(db: Executor, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user ?? null;
}

export async function insertRefreshToken(
  db: Executor,
  token: {
    id: string;
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/**
 * Marks a live token used and answers it, in one statement, so two concurrent uses of the same
 * token cannot both succeed. Null when the token is unknown, already used, revoked or expired.
 */
export async function consumeRefreshToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id, userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row ?? null;
}

/** Keeps the sealed response that replaced a rotated token, for the refresh grace. */
export async function storeSuccessor(db: Executor, id: string, sealed: string): Promise<void> {
  await db.update(refreshTokens).set({ successorSealed: sealed }).where(eq(refreshTokens.id, id));
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Revokes every live token of a sign-in (its family), and the grace of the ones just rotated. */
export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, successorSealed: null })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        or(isNull(refreshTokens.revokedAt), isNotNull(refreshTokens.successorSealed)),
      ),
    );
}
