import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "@server/db/database";
import { refreshTokens, revokedAccessTokens, users } from "@server/db/schema/index";
import type { VerifiedAccessToken } from "./access-token";

const sessionLookup = (db: Database) =>
  db
    .select({
      generation: users.sessionGeneration,
      signedOut: sql<boolean>`exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = ${sql.placeholder("jti")})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("session_lookup");

/** Prepared once per database: on the hot path it costs a third of a freshly built query. */
const preparedLookups = new WeakMap<Database, ReturnType<typeof sessionLookup>>();

/**
 * Whether a genuine access token still stands: its user exists, its session generation is the user's
 * current one (a change of e-mail or mobile bumps it) and it was not signed out. One query, two key lookups.
 */
export async function isSessionLive(db: Database, token: VerifiedAccessToken): Promise<boolean> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ userId: token.principal.id, jti: token.jti });
  return row !== undefined && row.generation === token.generation && !row.signedOut;
}

/** Puts an access token on the deny-list until it expires, and prunes the entries that have. */
export async function denyAccessToken(db: Executor, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, now));
  await db.insert(revokedAccessTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Ends every session of a user: its access tokens (by generation) and its refresh tokens. */
export async function revokeAllSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, successorSealed: null })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        or(isNull(refreshTokens.revokedAt), isNotNull(refreshTokens.successorSealed)),
      ),
    );
}
