import type { AccessPolicy } from "@server/auth/policy";

/** Who reads mandates: platform staff, NBFC users (their lender's), an anchor its own, a merchant those it gives. */
export const MANDATE_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR", "USER"],
} as const satisfies AccessPolicy;

/** Who starts a registration: platform staff for any loan, a merchant for a loan it borrows. */
export const MANDATE_REGISTRARS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "USER"],
} as const satisfies AccessPolicy;

/** Who cancels and syncs mandates: platform staff. */
export { PLATFORM_STAFF as MANDATE_STAFF } from "@domain/access/staff-rules";
