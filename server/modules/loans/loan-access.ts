import type { AccessPolicy } from "@server/auth/policy";
import type { Principal } from "@server/auth/principal";

/** Who reads loans: platform staff and NBFC users, an anchor its own, a merchant the loans it borrows. */
export const LOAN_READERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "ANCHOR", "USER"],
} as const satisfies AccessPolicy;

/** Who prepares, reviews and changes loans: platform staff and NBFC users (their lender's loans). */
export const LOAN_STAFF = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC"],
} as const satisfies AccessPolicy;

/** Platform staff only: the lender's choice, the relationship manager, the money movements. */
export const LOAN_PLATFORM_STAFF = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
} as const satisfies AccessPolicy;

const isAdminKind = (principal: Principal, types: readonly string[]) =>
  principal.kind === "ADMIN" && types.includes(principal.userType);

export const isPlatformStaff = (principal: Principal): boolean =>
  isAdminKind(principal, LOAN_PLATFORM_STAFF.userTypes);

/** SUPER_ADMIN and ADMIN: platform staff who may also sign off a lender's decisions. */
export const isAdministrator = (principal: Principal): boolean =>
  isAdminKind(principal, ["SUPER_ADMIN", "ADMIN"]);

/** An NBFC user of the loan's lender. */
export const isLenderUser = (principal: Principal, lenderId: string): boolean =>
  isAdminKind(principal, ["NBFC"]) && principal.lenderId === lenderId;
