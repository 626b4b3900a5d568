import type { Identity } from "@domain/api/auth";
import { adminUserTypeOf } from "@domain/access/role-user-type";
import { mayGrantUserType } from "@domain/access/user-rank";
import { ROLES, type Role } from "@domain/enums/users";
import { useGetIdentity } from "@refinedev/core";

/**
 * The roles the signed-in user may give: each one alone makes a user type of a strictly lower rank than the
 * caller's (`mayGrantUserType`, the server's rule), so any mix of them may be given too. An OPS user gets
 * none, an ADMIN no ROLE_ADMIN or ROLE_SUPER_ADMIN.
 */
export function grantableRoles(identity: Pick<Identity, "id" | "userType"> | undefined): Role[] {
  if (!identity) return [];
  return ROLES.filter((role) => mayGrantUserType(identity, adminUserTypeOf([role])));
}

export function useGrantableRoles() {
  const { data: identity, isLoading } = useGetIdentity<Identity>();
  return { identity, roles: grantableRoles(identity), isLoading };
}
