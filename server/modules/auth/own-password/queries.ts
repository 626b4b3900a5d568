import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { users } from "@server/db/schema/index";

/** Puts the user's own password in place of its temporary one; false when it has none (already set). */
export async function replaceTemporaryPassword(
  db: Executor,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, mustSetPassword: false, version: sql`${users.version} + 1`, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.mustSetPassword, true)))
    .returning({ id: users.id });
  return rows.length === 1;
}
