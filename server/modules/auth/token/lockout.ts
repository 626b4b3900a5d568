import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { signInFailures } from "@server/db/schema/index";
import { tooManyRequests } from "@server/http/errors";

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
export const ACCOUNT_LOCKED = `Too many failed sign-in attempts. Try again in ${LOCKOUT_MINUTES} minutes.`;
/** Failure counts of subjects quiet for this long are forgotten (and pruned). */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/**
 * Whose failures count: the account when one has the username (password and OTP sign-ins share it),
 * else the normalised username itself, so that an unknown account locks exactly like a real one.
 */
export const lockoutSubject = (userId: string | null, username: string): string =>
  userId ? `user:${userId}` : `name:${username.trim().toLowerCase()}`;

/** Throws the lockout answer (429 with Retry-After) while the subject is locked. */
export async function assertNotLocked(db: Executor, subject: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.subject, subject))
    .limit(1);
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw tooManyRequests(ACCOUNT_LOCKED, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
  }
}

/** Counts one failure atomically; the fifth in a row locks the subject for 15 minutes. */
export async function recordFailure(
  db: Executor,
  subject: string,
  userId: string | null,
  now: Date,
): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
      ),
    );
  const [row] = await db
    .insert(signInFailures)
    .values({ subject, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.subject,
      set: { failures: sql`${signInFailures.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: signInFailures.failures });
  if ((row?.failures ?? 0) < MAX_FAILED_LOGINS) return;
  const until = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  await db
    .update(signInFailures)
    .set({ failures: 0, lockedUntil: until })
    .where(eq(signInFailures.subject, subject));
  if (userId) {
    await recordAudit(db, {
      actorId: null,
      action: "user.locked",
      entity: "user",
      entityId: userId,
      after: { lockedUntil: until.toISOString(), failedLogins: row?.failures },
      at: now,
    });
  }
}

/** A successful sign-in forgets the subject's earlier failures. */
export async function clearFailures(db: Executor, subject: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.subject, subject));
}
