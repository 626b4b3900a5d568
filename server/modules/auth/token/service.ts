import { randomUUID } from "node:crypto";
import { tokenResponseSchema, type TokenResponse } from "@domain/api/auth";
import type { AccessTokens } from "@server/auth/access-token";
import { verifyAgainstDummy, verifyPassword } from "@server/auth/passwords";
import { newOpaqueToken, sha256 } from "@server/auth/secrets";
import { openWithToken, sealWithToken } from "@server/auth/token-seal";
import { recordAudit } from "@server/audit/audit-log";
import type { Clock } from "@server/config/clock";
import type { Database, Executor } from "@server/db/database";
import { unauthorized } from "@server/http/errors";
import { verifyOtp, type OtpDeps } from "../otp/service";
import { ownPasswordRequired } from "../own-password/temporary-password";
import { identityOf, type UserRow } from "../users/user-record";
import { assertNotLocked, clearFailures, lockoutSubject, recordFailure } from "./lockout";
import * as queries from "./queries";

/** One message for every wrong credential: it never says whether the username or the password was wrong. */
export const INVALID_CREDENTIALS = "Invalid username or password";
export const INVALID_REFRESH_TOKEN = "Refresh token is invalid or expired";
export const NO_ACCOUNT_FOR_MOBILE = "No account is registered with this mobile number";
/** How long a just-rotated refresh token still answers its successor (two tabs refreshing at once). */
export const REFRESH_GRACE_SECONDS = 10;

export type TokenDeps = { db: Database; clock: Clock; accessTokens: AccessTokens; refreshTtlSeconds: number };

/** Signs an access token and starts (or continues) a refresh-token family. */
export async function issueTokens(
  deps: Omit<TokenDeps, "db"> & { db: Executor },
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
    access_token: await deps.accessTokens.sign(identityOf(user), user.sessionGeneration),
    refresh_token: refreshToken,
    token_type: "Bearer",
    expires_in: deps.accessTokens.ttlSeconds,
  };
}

/**
 * The account a username and password name, with the lockout: five failures in a row lock the account (or
 * the unknown username, alike) for 15 minutes. Answers the account and its lockout subject.
 */
export async function checkPassword(
  deps: Pick<TokenDeps, "db" | "clock">,
  username: string,
  password: string,
): Promise<{ user: UserRow; subject: string }> {
  const now = deps.clock();
  const user = await queries.findUserByUsername(deps.db, username);
  const subject = lockoutSubject(user?.id ?? null, username);
  await assertNotLocked(deps.db, subject, now);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !matches) {
    await recordFailure(deps.db, subject, user?.id ?? null, now);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  return { user, subject };
}

/**
 * The password grant, under the lockout. A temporary password (one an administrator typed) signs nobody in:
 * a one-time code goes to the account's own mobile, for `POST /auth/own-password`.
 */
export async function passwordGrant(
  deps: TokenDeps,
  otpDeps: OtpDeps,
  username: string,
  password: string,
): Promise<TokenResponse> {
  const { user, subject } = await checkPassword(deps, username, password);
  await clearFailures(deps.db, subject);
  if (user.mustSetPassword) throw await ownPasswordRequired(otpDeps, user);
  return issueTokens(deps, user);
}

/** The OTP grant, under the same lockout as the password grant: wrong OTPs count, a locked account waits. */
export async function otpGrant(
  deps: TokenDeps,
  otpDeps: OtpDeps,
  mobile: string,
  otp: string,
): Promise<TokenResponse> {
  const now = deps.clock();
  const user = await queries.findUserByMobile(deps.db, mobile);
  const subject = lockoutSubject(user?.id ?? null, mobile);
  await assertNotLocked(deps.db, subject, now);
  try {
    await verifyOtp(otpDeps, mobile, otp);
  } catch (error) {
    await recordFailure(deps.db, subject, user?.id ?? null, now);
    throw error;
  }
  if (!user) throw unauthorized(NO_ACCOUNT_FOR_MOBILE);
  await clearFailures(deps.db, subject);
  return issueTokens(deps, user);
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued. For
 * `REFRESH_GRACE_SECONDS` after, presenting the spent token again answers the same new pair (a second
 * tab refreshing at once); after that, it means the token was stolen or replayed: the family is revoked.
 */
export async function refreshGrant(deps: TokenDeps, refreshToken: string): Promise<TokenResponse> {
  const now = deps.clock();
  const tokenHash = sha256(refreshToken);
  // One transaction: a concurrent use of the same token waits on the row, then finds the successor sealed.
  const rotated = await deps.db.transaction(async (tx) => {
    const consumed = await queries.consumeRefreshToken(tx, tokenHash, now);
    if (!consumed) return null;
    const user = await queries.findUserById(tx, consumed.userId);
    if (!user) return null;
    const response = await issueTokens({ ...deps, db: tx }, user, consumed.familyId);
    await queries.storeSuccessor(tx, consumed.id, sealWithToken(refreshToken, JSON.stringify(response)));
    return response;
  });
  if (rotated) return rotated;
  const known = await queries.findRefreshToken(deps.db, tokenHash);
  if (!known?.revokedAt) throw unauthorized(INVALID_REFRESH_TOKEN);
  const successor = withinGrace(known.revokedAt, now)
    ? openSuccessor(refreshToken, known.successorSealed)
    : null;
  if (successor) return successor;
  await queries.revokeFamily(deps.db, known.familyId, now);
  await recordAudit(deps.db, {
    actorId: known.userId,
    action: "refresh_token.reused",
    entity: "refresh_token_family",
    entityId: known.familyId,
    at: now,
  });
  throw unauthorized(INVALID_REFRESH_TOKEN);
}

const withinGrace = (rotatedAt: Date, now: Date) =>
  now.getTime() - rotatedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;

function openSuccessor(refreshToken: string, sealed: string | null): TokenResponse | null {
  const plaintext = sealed ? openWithToken(refreshToken, sealed) : null;
  if (!plaintext) return null;
  const parsed = tokenResponseSchema.safeParse(JSON.parse(plaintext));
  return parsed.success ? parsed.data : null;
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
