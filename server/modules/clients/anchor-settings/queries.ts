import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { anchorSettings } from "@server/db/schema/index";

export type AnchorSettingsRow = typeof anchorSettings.$inferSelect;
type SettingsColumns = Partial<typeof anchorSettings.$inferInsert>;

/**
 * An anchor's settings; an anchor without a row (bulk-loaded by seed --scale) gets the defaults first, so
 * every reader and writer finds one.
 */
export async function findSettings(db: Executor, anchorId: string): Promise<AnchorSettingsRow | null> {
  await db.insert(anchorSettings).values({ anchorId }).onConflictDoNothing();
  const [row] = await db.select().from(anchorSettings).where(eq(anchorSettings.anchorId, anchorId)).limit(1);
  return row ?? null;
}

/** Updates an anchor's settings at the expected version (the version moves on); false when none matched. */
export async function updateSettingsAt(
  db: Executor,
  anchorId: string,
  version: number | null,
  set: SettingsColumns,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(anchorSettings)
    .set({ ...set, version: sql`${anchorSettings.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(anchorSettings.anchorId, anchorId),
        version === null ? undefined : eq(anchorSettings.version, version),
      ),
    )
    .returning({ anchorId: anchorSettings.anchorId });
  return rows.length > 0;
}
