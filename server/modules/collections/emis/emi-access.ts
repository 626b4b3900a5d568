import type { AccessPolicy } from "@server/auth/policy";

/** Who reads EMIs: platform staff and NBFC users (their lender's), an anchor its own, a merchant its dues. */
export const EMI_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR", "USER"],
} as const satisfies AccessPolicy;

export { EMI_COLLECTORS } from "@domain/access/staff-rules";
