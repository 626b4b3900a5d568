import type { UserKind } from "@domain/api/users";
import type { AdminUserType, ProgrammeUserType, Role } from "@domain/enums/users";
import type { Principal } from "./principal";

/**
 * What a route declares in `config.access`: `"public"`, or who may call it. Every listed condition
 * must hold: the caller's kind, user type, and at least one of the roles.
 */
export type AccessPolicy =
  | "public"
  | {
      kinds?: readonly UserKind[];
      userTypes?: readonly (AdminUserType | ProgrammeUserType)[];
      roles?: readonly Role[];
    };

/** Any signed-in user. */
export const SIGNED_IN: AccessPolicy = {};
export const ADMINS_ONLY: AccessPolicy = { kinds: ["ADMIN"] };
export const MERCHANTS_ONLY: AccessPolicy = { kinds: ["MERCHANT"] };

export function isAllowed(policy: Exclude<AccessPolicy, "public">, principal: Principal): boolean {
  if (policy.kinds && !policy.kinds.includes(principal.kind)) return false;
  if (policy.userTypes && !(policy.userTypes as readonly string[]).includes(principal.userType)) return false;
  if (policy.roles && !policy.roles.some((role) => principal.roles.includes(role))) return false;
  return true;
}
