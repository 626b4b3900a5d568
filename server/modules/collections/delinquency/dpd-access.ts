import type { AccessPolicy } from "@server/auth/policy";

/** Who reads delinquency and statements: staff, NBFC users (their lender), anchors (their own), merchants (themselves). */
export const DPD_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR", "USER"],
} as const satisfies AccessPolicy;

/** Who runs the day-end by hand (a date again, from the ledger): platform staff. */
export { PLATFORM_STAFF as DAY_END_RUNNERS } from "@domain/access/staff-rules";
