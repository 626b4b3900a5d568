import { eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { users } from "@server/db/schema/users";

/** A person's name for the screens that name who did something; null for no one (or a user since removed). */
export async function userNameOf(db: Executor, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}
