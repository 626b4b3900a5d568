import { type AnchorBranding } from "@domain/api/anchor-branding";
import { anchorLogoUrl } from "@domain/api/anchor-settings";
import { and, asc, eq } from "drizzle-orm";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { anchors, anchorUsers, users } from "@server/db/schema/index";
import { badRequest, forbidden, notFound } from "@server/http/errors";
import { findSettings } from "./queries";

/** Admin user types that may open a merchant's portal, and so see its branding. */
const MAY_VIEW_MERCHANTS: readonly string[] = ["SUPER_ADMIN", "ADMIN", "OPS"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NOT_YOUR_BRANDING = "You may only see your own portal's branding";

/**
 * The anchor a merchant belongs to: its own anchor (an anchor's user, or a merchant the anchor onboarded),
 * else the anchor that knows it as an anchor user.
 */
async function anchorOfMerchant(db: Executor, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ kind: users.kind, anchorId: users.anchorId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound("User not found");
  if (user.kind !== "MERCHANT") return null;
  if (user.anchorId) return user.anchorId;
  const [link] = await db
    .select({ anchorId: anchorUsers.anchorId })
    .from(anchorUsers)
    .where(eq(anchorUsers.userId, userId))
    .orderBy(asc(anchorUsers.createdAt), asc(anchorUsers.id))
    .limit(1);
  return link?.anchorId ?? null;
}

/** Whether the merchant belongs to the anchor (so may fetch its logos). */
export async function belongsToAnchor(db: Executor, principal: Principal, anchorId: string) {
  if (principal.kind !== "MERCHANT") return false;
  if (principal.anchorId === anchorId) return true;
  const [link] = await db
    .select({ id: anchorUsers.id })
    .from(anchorUsers)
    .where(and(eq(anchorUsers.userId, principal.id), eq(anchorUsers.anchorId, anchorId)))
    .limit(1);
  return link !== undefined;
}

/** The user whose portal is shown: the caller, or the merchant platform staff name in the `userId` header. */
function viewedUserId(caller: Principal, carried: string | undefined): string {
  const requested = carried?.trim();
  if (!requested || requested === caller.id) return caller.id;
  if (caller.kind !== "ADMIN" || !MAY_VIEW_MERCHANTS.includes(caller.userType))
    throw forbidden(NOT_YOUR_BRANDING);
  if (!UUID.test(requested))
    throw badRequest("userId header must be a user id", [
      { field: "userId", message: "userId must be a user id" },
    ]);
  return requested;
}

/** The theme colour and logos of the anchor that brands the viewed user's portal; null when none does. */
export async function anchorBranding(
  db: Executor,
  caller: Principal,
  carried: string | undefined,
): Promise<AnchorBranding> {
  const anchorId = await anchorOfMerchant(db, viewedUserId(caller, carried));
  if (!anchorId) return null;
  const [anchor] = await db
    .select({ name: anchors.name })
    .from(anchors)
    .where(eq(anchors.id, anchorId))
    .limit(1);
  const settings = anchor ? await findSettings(db, anchorId) : null;
  if (!anchor || !settings) return null;
  return {
    anchorId,
    anchorName: anchor.name,
    bgColor: settings.themeBgColor,
    logo: {
      medium: settings.logoMediumKey ? anchorLogoUrl(anchorId, "medium") : null,
      large: settings.logoLargeKey ? anchorLogoUrl(anchorId, "large") : null,
    },
  };
}
