import { forbidden } from "@server/http/errors";
import type { Principal } from "./principal";

/**
 * Whose records a caller may see. Every query of a tenant-owned table takes a scope and filters by it,
 * so a list, a single read and a write are covered alike.
 */
export type TenancyScope =
  | { level: "platform" }
  | { level: "lender"; lenderId: string }
  | { level: "anchor"; anchorId: string; userId: string }
  | { level: "merchant"; userId: string };

/** Platform staff see everything; an NBFC user its lender; an anchor its own network; a merchant itself. */
export function scopeOf(principal: Principal): TenancyScope {
  if (principal.kind === "ADMIN") {
    if (principal.userType !== "NBFC") return { level: "platform" };
    if (!principal.lenderId) throw forbidden("This NBFC user is not linked to a lender");
    return { level: "lender", lenderId: principal.lenderId };
  }
  if (principal.userType === "ANCHOR" && principal.anchorId) {
    return { level: "anchor", anchorId: principal.anchorId, userId: principal.id };
  }
  return { level: "merchant", userId: principal.id };
}
