import { humanize } from "./labels";
import { ADMIN_USER_TYPE_LABELS, PROGRAMME_USER_TYPE_LABELS, ROLE_LABELS } from "./users";

const USER_TYPE_LABELS: Readonly<Record<string, string>> = {
  ...ADMIN_USER_TYPE_LABELS,
  ...PROGRAMME_USER_TYPE_LABELS,
  USER: "Merchant",
  ANCHOR: "Anchor",
};

const ROLES: Readonly<Record<string, string>> = ROLE_LABELS;

/** Display text for a user type of spec section 6 (admin or programme); an unknown one is humanised. */
export function userTypeLabel(userType: string): string {
  return USER_TYPE_LABELS[userType] ?? humanize(userType);
}

export function roleLabel(role: string): string {
  return ROLES[role] ?? humanize(role.replace(/^ROLE_/, ""));
}
