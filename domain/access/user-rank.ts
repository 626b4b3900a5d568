/**
 * Who may edit whom. Rank: SUPER_ADMIN > ADMIN > NBFC and OPS > merchants (ANCHOR, USER, …). An e-mail or
 * mobile is a credential (the OTP sign-in trusts the mobile), so changing one is stricter than a name.
 */
export type RankedUser = { id: string; userType: string };

const RANK_OF: Record<string, number> = { SUPER_ADMIN: 3, ADMIN: 2, NBFC: 1, OPS: 1 };
const CREDENTIAL_ADMINS = new Set(["SUPER_ADMIN", "ADMIN"]);

export const userRank = (userType: string): number => RANK_OF[userType] ?? 0;

/** Any field: itself, or a user of the same or a lower rank (tenancy is checked apart). */
export const mayEditUser = (actor: RankedUser, target: RankedUser): boolean =>
  actor.id === target.id || userRank(actor.userType) >= userRank(target.userType);

/**
 * The e-mail or mobile: itself (which must still prove it, with its password or an OTP to its current
 * mobile), or a SUPER_ADMIN or ADMIN over a strictly lower rank.
 */
export const mayChangeCredentials = (actor: RankedUser, target: RankedUser): boolean =>
  actor.id === target.id ||
  (CREDENTIAL_ADMINS.has(actor.userType) && userRank(actor.userType) > userRank(target.userType));

/**
 * Creating a user of a type, or giving a user that type (a role change): only over a strictly lower rank,
 * so nobody makes a peer or a superior (an OPS user no admin, an ADMIN no other ADMIN; the first SUPER_ADMIN
 * comes from `npm run create-admin`).
 */
export const mayGrantUserType = (actor: RankedUser, userType: string): boolean =>
  userRank(actor.userType) > userRank(userType);
