import type { AdminUserType, Role } from "@domain/enums/users";

/**
 * The admin user type a set of roles makes (the admin user form picks roles, the rank rule needs a type):
 * the highest role wins; payment, collection and plain users are operations staff, as the demo accounts are.
 */
export function adminUserTypeOf(roles: readonly Role[]): AdminUserType {
  if (roles.includes("ROLE_SUPER_ADMIN")) return "SUPER_ADMIN";
  if (roles.includes("ROLE_ADMIN")) return "ADMIN";
  if (roles.includes("ROLE_NBFC_USER")) return "NBFC";
  return "OPS";
}
