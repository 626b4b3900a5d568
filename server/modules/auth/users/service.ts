import type { FieldError } from "@domain/api/envelope";
import type { UserDetail } from "@domain/api/users";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "@server/db/database";
import { conflict, notFound } from "@server/http/errors";
import * as queries from "./queries";

export const USER_NOT_FOUND = "User not found";
export const STALE_VERSION = "This user was changed by someone else; reload and try again";
export const EMAIL_TAKEN = "An account with this email already exists";
export const MOBILE_TAKEN = "An account with this mobile number already exists";

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
};

/**
 * Changes a user's contact details within the caller's tenancy (someone else's record is a 404, as if
 * it did not exist), at the version the caller read (else 409), with an audit entry.
 */
export async function updateUser(
  db: Database,
  caller: Principal,
  id: string,
  input: UserUpdate,
  now: Date,
): Promise<UserDetail> {
  const scope = scopeOf(caller);
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
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
    const after = await queries.findScopedUser(tx, scope, id);
    if (!after) throw notFound(USER_NOT_FOUND);
    await recordAudit(tx, {
      actorId: caller.id,
      action: "user.updated",
      entity: "user",
      entityId: id,
      before,
      after,
      at: now,
    });
    return after;
  });
}
