import { randomUUID } from "node:crypto";
import {
  type AdminUserCreateRequestValues,
  type AdminUserEditRequestValues,
  MAY_NOT_GRANT,
  MAY_NOT_MOVE_TENANCY,
  NBFC_LENDER_REQUIRED,
  NOT_AN_ADMIN_USER,
  OWN_ROLES,
} from "@domain/api/admin-users";
import type { UserDetail } from "@domain/api/users";
import { adminUserTypeOf } from "@domain/access/role-user-type";
import { mayChangeCredentials, mayEditUser, mayGrantUserType } from "@domain/access/user-rank";
import type { Role } from "@domain/enums/users";
import { hashPassword } from "@server/auth/passwords";
import type { Principal } from "@server/auth/principal";
import { revokeAllSessions } from "@server/auth/session-revocation";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "@server/db/database";
import { users } from "@server/db/schema/index";
import { badRequest, conflict, forbidden, notFound } from "@server/http/errors";
import { assertLenderExists } from "@server/modules/clients/known-lender";
import { notifyOldContacts, proveItIsYou, type ContactChangeDeps } from "./contact-change";
import * as queries from "./queries";
import { withFreeContacts } from "./free-contacts";
import { MAY_NOT_CHANGE_CONTACTS, MAY_NOT_EDIT, STALE_VERSION, USER_NOT_FOUND } from "./service";

const PLATFORM = { level: "platform" } as const;

/** The lender an NBFC user belongs to (required, and must exist); other user types belong to none. */
async function lenderFor(db: Database, userType: string, lenderId: string | null | undefined) {
  if (userType !== "NBFC") return null;
  if (!lenderId)
    throw badRequest(NBFC_LENDER_REQUIRED, [{ field: "lenderId", message: NBFC_LENDER_REQUIRED }]);
  await assertLenderExists(db, lenderId, "lenderId");
  return lenderId;
}

/**
 * A new admin user from the spec's form: its roles make its type, which must rank strictly below the
 * caller's (403: an OPS user creates no admin); the password, hashed with argon2id, is only temporary: the
 * user sets its own (with a code sent to its own mobile) before it may sign in; audited.
 */
export async function createAdminUser(
  db: Database,
  now: Date,
  caller: Principal,
  input: AdminUserCreateRequestValues,
): Promise<UserDetail> {
  const userType = adminUserTypeOf(input.roles);
  if (!mayGrantUserType(caller, userType)) throw forbidden(MAY_NOT_GRANT);
  const lenderId = await lenderFor(db, userType, input.lenderId);
  const email = input.userEmail.toLowerCase();
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  return withFreeContacts(db, { email, mobile: input.userMobile }, () =>
    db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        kind: "ADMIN",
        name: input.fullName,
        email,
        mobile: input.userMobile,
        passwordHash,
        mustSetPassword: true,
        userType,
        roles: input.roles,
        lenderId,
        createdAt: now,
        updatedAt: now,
      });
      const created = await queries.findScopedUser(tx, PLATFORM, id);
      if (!created) throw notFound(USER_NOT_FOUND);
      await recordAudit(tx, {
        actorId: caller.id,
        action: "user.created",
        entity: "user",
        entityId: id,
        after: created,
        at: now,
      });
      return created;
    }),
  );
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** What an edit changes, and whether the caller may change it (403 otherwise). */
function checkEdit(caller: Principal, target: UserDetail, input: AdminUserEditRequestValues) {
  if (!mayEditUser(caller, target)) throw forbidden(MAY_NOT_EDIT);
  const roles = input.roles ?? (target.roles as Role[]);
  const userType = adminUserTypeOf(roles);
  const rolesChange = !sameRoles(roles, target.roles);
  if (rolesChange) {
    if (caller.id === target.id) throw forbidden(OWN_ROLES);
    if (!mayGrantUserType(caller, target.userType) || !mayGrantUserType(caller, userType))
      throw forbidden(MAY_NOT_GRANT);
  }
  const email = input.userEmailId.toLowerCase();
  const contactsChange = email !== target.email || input.userMobileNo !== target.mobile;
  const passwordChange = Boolean(input.newPassword);
  if ((contactsChange || passwordChange) && !mayChangeCredentials(caller, target))
    throw forbidden(MAY_NOT_CHANGE_CONTACTS);
  return { roles, userType, email, rolesChange, contactsChange, passwordChange };
}

/** A move to another lender is a change of tenancy: it needs the rank a role change needs, never one's own. */
function checkTenancyMove(caller: Principal, target: UserDetail, lenderId: string | null): boolean {
  if (lenderId === target.lenderId) return false;
  if (caller.id === target.id || !mayGrantUserType(caller, target.userType))
    throw forbidden(MAY_NOT_MOVE_TENANCY);
  return true;
}

const auditAction = (edit: ReturnType<typeof checkEdit>, tenancyChange: boolean) => {
  if (edit.rolesChange) return "user.roles_changed";
  if (tenancyChange) return "user.tenancy_changed";
  if (edit.passwordChange) return "user.password_reset";
  if (edit.contactsChange) return "user.contacts_changed";
  return "user.updated";
};

/**
 * Saves the spec's admin user edit form at the version read (409 if stale) for an admin user the caller may
 * see. Roles change only over a strictly lower rank and never one's own; contacts and the password only as
 * `mayChangeCredentials` allows (one's own with proof); the lender (tenancy) as roles do. A password typed for
 * someone else is temporary: the user sets its own before it signs in again. A change of roles, lender,
 * contacts or password ends every session of the user at once; the audit log keeps before and after; its
 * action names a role change, a password reset or a contact change.
 */
export async function editAdminUser(
  deps: ContactChangeDeps,
  caller: Principal,
  id: string,
  input: AdminUserEditRequestValues,
): Promise<UserDetail> {
  const scope = scopeOf(caller);
  const target = await queries.findScopedUser(deps.db, scope, id);
  if (!target) throw notFound(USER_NOT_FOUND);
  if (target.kind !== "ADMIN") throw badRequest(NOT_AN_ADMIN_USER);
  const edit = checkEdit(caller, target, input);
  if (caller.id === id && (edit.contactsChange || edit.passwordChange))
    await proveItIsYou(deps, target, input);
  const lenderId = await lenderFor(deps.db, edit.userType, input.lenderId ?? target.lenderId);
  const tenancyChange = checkTenancyMove(caller, target, lenderId);
  const passwordHash = edit.passwordChange ? await hashPassword(input.newPassword ?? "") : undefined;
  const now = deps.clock();
  const endsSessions = edit.rolesChange || tenancyChange || edit.contactsChange || edit.passwordChange;
  const contacts = { email: edit.email, mobile: input.userMobileNo, exceptId: id };
  const { before, after } = await withFreeContacts(deps.db, contacts, () =>
    deps.db.transaction(async (tx) => {
      const changes = {
        name: input.userFullName,
        email: edit.email,
        mobile: input.userMobileNo,
        roles: edit.roles,
        userType: edit.userType,
        lenderId,
        ...(passwordHash ? { passwordHash, mustSetPassword: caller.id !== id } : {}),
      };
      const updated = await queries.updateScopedUser(tx, scope, id, input.version, changes, now);
      if (!updated) throw conflict(STALE_VERSION);
      if (endsSessions) await revokeAllSessions(tx, id, now);
      const after = await queries.findScopedUser(tx, scope, id);
      if (!after) throw notFound(USER_NOT_FOUND);
      await recordAudit(tx, {
        actorId: caller.id,
        action: auditAction(edit, tenancyChange),
        entity: "user",
        entityId: id,
        before: target,
        after,
        at: now,
      });
      return { before: target, after };
    }),
  );
  if (edit.contactsChange) await notifyOldContacts(deps, before, after);
  return after;
}
