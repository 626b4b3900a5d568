import { CLIENT_MANAGER_TYPES } from "@domain/access/client-managers";
import type { AccessPolicy } from "@server/auth/policy";

/** Who manages clients (anchors, programmes, settings, bank accounts, users): platform staff. */
export const CLIENT_MANAGERS = {
  kinds: ["ADMIN"],
  userTypes: CLIENT_MANAGER_TYPES,
} as const satisfies AccessPolicy;

/** Who reads programmes: platform staff, NBFC users (their lender's) and anchors (their own). */
export const PROGRAMME_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR"],
} as const satisfies AccessPolicy;

/** Who reads anchors and their settings: platform staff, and an anchor its own. */
export const ANCHOR_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "ANCHOR"],
} as const satisfies AccessPolicy;

/** Who reads lender bank accounts: platform staff, and NBFC users their lender's. */
export const BANK_ACCOUNT_READERS = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC"],
} as const satisfies AccessPolicy;
