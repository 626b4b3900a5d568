import type { AccessPolicy } from "@server/auth/policy";

/** Who reads collections: platform and NBFC staff (their lender's), an anchor its network's, a merchant its own. */
export const COLLECTION_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR", "USER"],
} as const satisfies AccessPolicy;

/**
 * Who moves money (enters a payment, collects, settles, reverses, approves another's money command): super
 * admins, admins, and operations staff holding ROLE_PAYMENT_USER, as invoices gate their payment users.
 */
export const MONEY_STAFF = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
  roles: ["ROLE_PAYMENT_USER", "ROLE_ADMIN", "ROLE_SUPER_ADMIN"],
} as const satisfies AccessPolicy;
