import type { FieldError } from "@domain/api/envelope";
import type { UserDetail } from "@domain/api/users";
import type { Principal } from "@server/auth/principal";
import { mayChangeCredentials, mayEditUser } from "@domain/access/user-rank";
import { revokeAllSessions } from "@server/auth/session-revocation";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "@server/db/database";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { notifyOldContacts, proveItIsYou, type ContactChangeDeps } from "./contact-change";
import * as queries from "./queries";

export const USER_NOT_FOUND = "User not found";
export const STALE_VERSION = "This user was changed by someone else; reload and try again";
export const EMAIL_TAKEN = "An account with this email already exists";
export const MOBILE_TAKEN = "An account with this mobile number already exists";
export const MAY_NOT_EDIT = "You may not change a user of a higher rank than yours";
export const MAY_NOT_CHANGE_CONTACTS =
  "Only the user itself or an administrator of a higher rank may change an e-mail or mobile number";

export function clashErrors(clashes: { email: boolean; mobile: boolean }): FieldError[] {
  const errors: FieldError[] = [];
  if (clashes.email) errors.push({ field: "email", message: EMAIL_TAKEN });
  if (clashes.mobile) errors.push({ field: "mobile", message: MOBILE_TAKEN });
  return errors;
}

export async function getUser(db: Database, caller: Principal, id: string): Promise<UserDetail> {
  const user = await queries.findScopedUser(db, scopeOf(caller), id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export type UserUpdate = {
  name: string;
  email: string;
  mobile: string;
  businessName?: string | undefined;
  version: number;
  currentPassword?: string | undefined;
  otp?: string | undefined;
};

/**
 * Changes a user's details within the caller's tenancy (someone else's record is a 404, as if it did not
 * exist), at the version the caller read (else 409), with an audit entry. Never a higher-ranked user's;
 * the e-mail and mobile (credentials: the OTP sign-in trusts the mobile) only as `mayChangeCredentials`
 * allows, and then every session of the user ends and its old contacts are told.
 */
export async function updateUser(
  deps: ContactChangeDeps,
  caller: Principal,
  id: string,
  input: UserUpdate,
): Promise<UserDetail> {
  const scope = scopeOf(caller);
  const email = input.email.toLowerCase();
  const target = await queries.findScopedUser(deps.db, scope, id);
  if (!target) throw notFound(USER_NOT_FOUND);
  if (!mayEditUser(caller, target)) throw forbidden(MAY_NOT_EDIT);
  const contactsChange = email !== target.email || input.mobile !== target.mobile;
  if (contactsChange) {
    if (!mayChangeCredentials(caller, target)) throw forbidden(MAY_NOT_CHANGE_CONTACTS);
    if (caller.id === id) await proveItIsYou(deps, target, input);
  }
  const now = deps.clock();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await queries.findScopedUser(tx, scope, id);
    if (!before) throw notFound(USER_NOT_FOUND);
    const errors = clashErrors(await queries.findContactClashes(tx, email, input.mobile, id));
    if (errors.length > 0) throw conflict(errors[0]?.message ?? EMAIL_TAKEN, errors);
    const changes = {
      name: input.name,
      email,
      mobile: input.mobile,
      businessName: input.businessName || null,
    };
    const updated = await queries.updateScopedUser(tx, scope, id, input.version, changes, now);
    if (!updated) throw conflict(STALE_VERSION);
    if (contactsChange) await revokeAllSessions(tx, id, now);
    const after = await queries.findScopedUser(tx, scope, id);
    if (!after) throw notFound(USER_NOT_FOUND);
    await recordAudit(tx, {
      actorId: caller.id,
      action: contactsChange ? "user.contacts_changed" : "user.updated",
      entity: "user",
      entityId: id,
      before,
      after,
      at: now,
    });
    return { before, after };
  });
  if (contactsChange) await notifyOldContacts(deps, before, after);
  return after;
}
