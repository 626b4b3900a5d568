import type { Principal } from "@server/auth/principal";
import type { users } from "@server/db/schema/index";

export type UserRow = typeof users.$inferSelect;

/** The identity claims of a user: what the access token carries and `GET /auth/me` answers. */
export function identityOf(user: UserRow): Principal {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType,
    roles: user.roles,
    kind: user.kind === "ADMIN" ? "ADMIN" : "MERCHANT",
    lenderId: user.lenderId,
    anchorId: user.anchorId,
  };
}
