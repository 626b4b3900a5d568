import { and, eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { userPreferences } from "@server/db/schema/index";

/** The user's saved value under `key`, or undefined when none was saved. */
export async function findPreference(db: Executor, userId: string, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)))
    .limit(1);
  return row?.value;
}

/** Saves the user's value under `key`, replacing an earlier one. */
export async function savePreference(
  db: Executor,
  userId: string,
  key: string,
  value: unknown,
  now: Date,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, key, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.key],
      set: { value, updatedAt: now },
    });
}
