import { eq, type SQL } from "drizzle-orm";
import type { AccessPolicy } from "@server/auth/policy";
import type { TenancyScope } from "@server/auth/tenancy";
import { kycChecks } from "@server/db/schema/index";
import { forbidden } from "@server/http/errors";

/** Who may read the history of checks: the staff whose menu has `/admin/kyc` (server/db/reference/menu.ts). */
export const KYC_HISTORY_READERS = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "NBFC", "OPS"],
} as const satisfies AccessPolicy;

/**
 * The checks a scope may see: all (platform staff); those made by users of its lender, by the lender the
 * checker had when checking (NBFC). Merchants none: their checks are platform staff's to see.
 */
export function kycHistoryScope(scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "lender":
      return eq(kycChecks.lenderId, scope.lenderId);
    case "anchor":
    case "merchant":
      throw forbidden("Only platform staff and lenders can see the history of KYC checks");
  }
}
