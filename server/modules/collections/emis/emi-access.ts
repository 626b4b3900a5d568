import type { AccessPolicy } from "@server/auth/policy";

/** Who reads EMIs: platform staff and NBFC users (their lender's), an anchor its own, a merchant its dues. */
export const EMI_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR", "USER"],
} as const satisfies AccessPolicy;

/**
 * Who moves an EMI (presents, bounces, reschedules, pauses, cancels): super admins, admins, and operations
 * staff holding a collection role (as invoices gate payment users by ROLE_PAYMENT_USER).
 */
export const EMI_COLLECTORS = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
  roles: ["ROLE_COLLECTION_USER", "ROLE_ADMIN", "ROLE_SUPER_ADMIN"],
} as const satisfies AccessPolicy;
