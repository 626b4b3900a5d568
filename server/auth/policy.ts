import { meetsRule, type StaffRule } from "@domain/access/staff-rules";
import type { Principal } from "./principal";

/**
 * What a route declares in `config.access`: `"public"`, or who may call it. Every listed condition
 * must hold: the caller's kind, user type, and at least one of the roles.
 */
export type AccessPolicy = "public" | StaffRule;

/** Any signed-in user. */
export const SIGNED_IN: AccessPolicy = {};
export const ADMINS_ONLY: AccessPolicy = { kinds: ["ADMIN"] };
export const MERCHANTS_ONLY: AccessPolicy = { kinds: ["MERCHANT"] };

export function isAllowed(policy: Exclude<AccessPolicy, "public">, principal: Principal): boolean {
  return meetsRule(policy, principal);
}
