import type { AccessEntry } from "@domain/api/access";
import type { Principal } from "@server/auth/principal";
import type { Database } from "@server/db/database";
import { badRequest, forbidden, notFound } from "@server/http/errors";
import * as queries from "./queries";

/** Admin user types that may open a merchant's portal (spec: ADMIN, SUPER_ADMIN or OPS). */
const MAY_VIEW_MERCHANTS: readonly string[] = ["SUPER_ADMIN", "ADMIN", "OPS"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NOT_YOUR_MENU = "You may only view your own menu";
export const ONLY_MERCHANT_MENUS = "Only a merchant's menu can be viewed";

async function entriesFor(
  db: Database,
  userType: string,
  userConfigForAnchor: boolean,
): Promise<AccessEntry[]> {
  const rows = await queries.menuPages(db, userType, userConfigForAnchor);
  return rows.map((row) => ({ ...row, userType, userConfigForAnchor }));
}

/**
 * The access entries of the effective user: the caller, or, for platform staff naming a merchant in
 * the `userId` header, that merchant. Naming anyone else is a 403.
 */
export async function accessEntries(
  db: Database,
  caller: Principal,
  userIdHeader: string | undefined,
): Promise<AccessEntry[]> {
  const requested = userIdHeader?.trim();
  if (!requested || requested === caller.id) {
    const flag =
      caller.userType === "ANCHOR" && caller.anchorId
        ? await queries.anchorUserConfigFlag(db, caller.anchorId)
        : false;
    return entriesFor(db, caller.userType, flag);
  }
  if (caller.kind !== "ADMIN" || !MAY_VIEW_MERCHANTS.includes(caller.userType))
    throw forbidden(NOT_YOUR_MENU);
  if (!UUID.test(requested))
    throw badRequest("userId header must be a user id", [
      { field: "userId", message: "userId must be a user id" },
    ]);
  const target = await queries.findMenuUser(db, requested);
  if (!target) throw notFound("User not found");
  if (target.kind !== "MERCHANT") throw forbidden(ONLY_MERCHANT_MENUS);
  return entriesFor(
    db,
    target.userType,
    target.userType === "ANCHOR" && (target.userConfigForAnchor ?? false),
  );
}
