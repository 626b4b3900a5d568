import { randomUUID } from "node:crypto";
import type { TokenResponse } from "@domain/api/auth";
import type { AccessTokens } from "@server/auth/access-token";
import { verifyAgainstDummy, verifyPassword } from "@server/auth/passwords";
import { newOpaqueToken, sha256 } from "@server/auth/secrets";
import { recordAudit } from "@server/audit/audit-log";
import type { Clock } from "@server/config/clock";
import type { Database } from "@server/db/database";
import { tooManyRequests, unauthorized } from "@server/http/errors";
import { identityOf, type UserRow } from "../users/user-record";
import * as queries from "./queries";

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

/** One message for every wrong credential: it never says whether the username or the password was wrong. */
export const INVALID_CREDENTIALS = "Invalid username or password";
export const INVALID_REFRESH_TOKEN = "Refresh token is invalid or expired";
export const ACCOUNT_LOCKED = `Too many failed sign-in attempts. Try again in ${LOCKOUT_MINUTES} minutes.`;

export type TokenDeps = { db: Database; clock: Clock; accessTokens: AccessTokens; refreshTtlSeconds: number };

/** Signs an access token and starts (or continues) a refresh-token family. */
export async function issueTokens(
  deps: TokenDeps,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<TokenResponse> {
  const now = deps.clock();
  const refreshToken = newOpaqueToken();
  await queries.insertRefreshToken(deps.db, {
    id: randomUUID(),
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(now.getTime() + deps.refreshTtlSeconds * 1000),
    createdAt: now,
  });
  return {
    access_token: await deps.accessTokens.sign(identityOf(user)),
    refresh_token: refreshToken,
    token_type: "Bearer",
    expires_in: deps.accessTokens.ttlSeconds,
  };
}

/** The password grant, with the lockout: five failures in a row lock the account for 15 minutes. */
export async function passwordGrant(
  deps: TokenDeps,
  username: string,
  password: string,
): Promise<TokenResponse> {
  const user = await queries.findUserByUsername(deps.db, username);
  if (!user) {
    await verifyAgainstDummy(password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const now = deps.clock();
  if (user.lockedUntil && user.lockedUntil > now) {
    const seconds = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
    throw tooManyRequests(ACCOUNT_LOCKED, seconds);
  }
  const matches = user.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!matches) {
    const failures = await queries.countFailedLogin(deps.db, user.id);
    if (failures >= MAX_FAILED_LOGINS) {
      const until = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
      await queries.lockUser(deps.db, user.id, until);
      await recordAudit(deps.db, {
        actorId: null,
        action: "user.locked",
        entity: "user",
        entityId: user.id,
        after: { lockedUntil: until.toISOString(), failedLogins: failures },
        at: now,
      });
    }
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (user.failedLoginCount > 0 || user.lockedUntil) await queries.clearFailedLogins(deps.db, user.id);
  return issueTokens(deps, user);
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued.
 * Presenting a spent token again means it was stolen or replayed: the whole family is revoked.
 */
export async function refreshGrant(deps: TokenDeps, refreshToken: string): Promise<TokenResponse> {
  const now = deps.clock();
  const tokenHash = sha256(refreshToken);
  const consumed = await queries.consumeRefreshToken(deps.db, tokenHash, now);
  if (!consumed) {
    const known = await queries.findRefreshToken(deps.db, tokenHash);
    if (known?.revokedAt) {
      await queries.revokeFamily(deps.db, known.familyId, now);
      await recordAudit(deps.db, {
        actorId: known.userId,
        action: "refresh_token.reused",
        entity: "refresh_token_family",
        entityId: known.familyId,
        at: now,
      });
    }
    throw unauthorized(INVALID_REFRESH_TOKEN);
  }
  const user = await queries.findUserById(deps.db, consumed.userId);
  if (!user) throw unauthorized(INVALID_REFRESH_TOKEN);
  return issueTokens(deps, user, consumed.familyId);
}

/** Logout: revokes the sign-in (token family) of the presented refresh token, if it is the caller's. */
export async function revokeSession(
  deps: Pick<TokenDeps, "db" | "clock">,
  userId: string,
  refreshToken: string,
) {
  const known = await queries.findRefreshToken(deps.db, sha256(refreshToken));
  if (known && known.userId === userId) await queries.revokeFamily(deps.db, known.familyId, deps.clock());
}
