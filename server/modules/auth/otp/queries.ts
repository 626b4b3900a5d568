import { OTP_MAX_ATTEMPTS } from "@domain/api/otp";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { oneTimePasswords, users } from "@server/db/schema/index";

export async function insertOtp(
  db: Executor,
  otp: { id: string; mobile: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(oneTimePasswords).values(otp);
}

/** Only the newest OTP of a mobile counts: issuing one retires the earlier ones. */
export async function retireOtps(db: Executor, mobile: string, now: Date): Promise<void> {
  await db
    .update(oneTimePasswords)
    .set({ consumedAt: now })
    .where(and(eq(oneTimePasswords.mobile, mobile), isNull(oneTimePasswords.consumedAt)));
}

export async function latestLiveOtp(db: Executor, mobile: string) {
  const [row] = await db
    .select()
    .from(oneTimePasswords)
    .where(and(eq(oneTimePasswords.mobile, mobile), isNull(oneTimePasswords.consumedAt)))
    .orderBy(desc(oneTimePasswords.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong attempt atomically and answers the new count. */
export async function recordWrongAttempt(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(oneTimePasswords)
    .set({ attempts: sql`${oneTimePasswords.attempts} + 1` })
    .where(eq(oneTimePasswords.id, id))
    .returning({ attempts: oneTimePasswords.attempts });
  return row?.attempts ?? OTP_MAX_ATTEMPTS;
}

/** Spends an OTP; false when a concurrent request spent it first. */
export async function consumeOtp(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimePasswords)
    .set({ consumedAt: now })
    .where(and(eq(oneTimePasswords.id, id), isNull(oneTimePasswords.consumedAt)))
    .returning({ id: oneTimePasswords.id });
  return rows.length === 1;
}

/** The accounts that own these mobiles (a mobile is unique): whose one-time password each one is. */
export async function ownersOfMobiles(db: Executor, mobiles: readonly string[]) {
  if (mobiles.length === 0) return [];
  return db
    .select({ id: users.id, mobile: users.mobile, userType: users.userType })
    .from(users)
    .where(inArray(users.mobile, [...mobiles]));
}
