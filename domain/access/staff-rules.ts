import type { UserKind } from "@domain/api/users";
import type { AdminOperation, AdminUserType, ProgrammeUserType, Role } from "@domain/enums/users";

/**
 * Who may take an action: every listed condition holds — the user's kind, user type, and at least one of
 * the roles. The API enforces these on its routes (`config.access`); the portal hides what a rule refuses.
 */
export type StaffRule = {
  kinds?: readonly UserKind[];
  userTypes?: readonly (AdminUserType | ProgrammeUserType)[];
  roles?: readonly Role[];
};

type Who = { kind: string; userType: string; roles: readonly string[] };

export function meetsRule(rule: StaffRule, who: Who | null | undefined): boolean {
  if (!who) return false;
  if (rule.kinds && !(rule.kinds as readonly string[]).includes(who.kind)) return false;
  if (rule.userTypes && !(rule.userTypes as readonly string[]).includes(who.userType)) return false;
  if (rule.roles && !rule.roles.some((role) => who.roles.includes(role))) return false;
  return true;
}

/**
 * Who moves money (enters a payment, collects, settles, reverses, approves another's money command): super
 * admins, admins, and operations staff holding ROLE_PAYMENT_USER, as invoices gate their payment users.
 */
export const MONEY_STAFF = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
  roles: ["ROLE_PAYMENT_USER", "ROLE_ADMIN", "ROLE_SUPER_ADMIN"],
} as const satisfies StaffRule;

/**
 * Who moves an EMI (presents, bounces, reschedules, pauses, cancels): super admins, admins, and operations
 * staff holding a collection role (as invoices gate payment users by ROLE_PAYMENT_USER).
 */
export const EMI_COLLECTORS = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
  roles: ["ROLE_COLLECTION_USER", "ROLE_ADMIN", "ROLE_SUPER_ADMIN"],
} as const satisfies StaffRule;

/** Platform staff: who cancels and syncs mandates and runs the day-end by hand. */
export const PLATFORM_STAFF = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
} as const satisfies StaffRule;

/**
 * Who runs each `/admin/utility` operation (the spec leaves it to us): money operations (and the wallet and a
 * loan's close) for money staff, the collection ones for collection staff, the syncs for any platform staff.
 * Each is also the rule of the resource endpoint whose command the operation runs, never looser.
 */
export const UTILITY_RULES = {
  // The invoice command lets its makers (ROLE_USER) cancel, not payment users.
  cancel: {
    kinds: ["ADMIN"],
    userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"],
    roles: ["ROLE_USER", "ROLE_ADMIN", "ROLE_SUPER_ADMIN"],
  },
  payment: MONEY_STAFF,
  markFeePaid: MONEY_STAFF,
  updateWallet: MONEY_STAFF,
  closeLoan: MONEY_STAFF,
  scheduleEnach: EMI_COLLECTORS,
  syncMandate: PLATFORM_STAFF,
  syncEsign: PLATFORM_STAFF,
  syncWallet: PLATFORM_STAFF,
} as const satisfies Record<AdminOperation, StaffRule>;
