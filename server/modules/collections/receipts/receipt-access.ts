import type { AccessPolicy } from "@server/auth/policy";

/** Who reads collections: platform and NBFC staff (their lender's), an anchor its network's, a merchant its own. */
export const COLLECTION_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR", "USER"],
} as const satisfies AccessPolicy;

export { MONEY_STAFF } from "@domain/access/staff-rules";
