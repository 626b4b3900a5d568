import { eq, inArray, type SQL } from "drizzle-orm";
import type { AccessPolicy } from "@server/auth/policy";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { leads, programmes } from "@server/db/schema/index";
import { forbidden } from "@server/http/errors";

/** Who may read leads: platform staff, NBFC users and anchors (each within its scope); plain merchants never. */
export const LEAD_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR"],
} as const satisfies AccessPolicy;

/** Who may move a lead along its stages: platform staff only (NBFC users and anchors read). */
export const LEAD_MANAGERS = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
} as const satisfies AccessPolicy;

/**
 * The leads a scope may see: all (platform staff); those meant for a programme of its lender (NBFC; a lead
 * with no programme yet is not the lender's); those it referred (anchor). A merchant none.
 */
export function leadScope(db: Executor, scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "lender":
      return inArray(
        leads.programmeId,
        db.select({ id: programmes.id }).from(programmes).where(eq(programmes.lenderId, scope.lenderId)),
      );
    case "anchor":
      return eq(leads.anchorId, scope.anchorId);
    case "merchant":
      throw forbidden("Only platform staff, lenders and anchors can see leads");
  }
}
