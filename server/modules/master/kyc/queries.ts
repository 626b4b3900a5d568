import { eq, or } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { anchors, users } from "@server/db/schema/index";

/** The recorded name of a PAN or GSTIN registered here (an anchor, or a merchant's business). */
export async function knownIdentifierName(db: Executor, identifier: string): Promise<string | null> {
  const [anchor] = await db
    .select({ name: anchors.name })
    .from(anchors)
    .where(or(eq(anchors.pan, identifier), eq(anchors.gstin, identifier)))
    .limit(1);
  if (anchor) return anchor.name;
  const [user] = await db
    .select({ name: users.name, businessName: users.businessName, gstin: users.gstin })
    .from(users)
    .where(or(eq(users.pan, identifier), eq(users.gstin, identifier)))
    .limit(1);
  if (!user) return null;
  return user.gstin === identifier ? (user.businessName ?? user.name) : user.name;
}
