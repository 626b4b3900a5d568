import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  ANCHOR_USER_ANCHOR_UNKNOWN,
  ANCHOR_USER_MOBILE_TAKEN,
  ANCHOR_USER_NOT_FOUND,
  ANCHOR_USER_USER_UNKNOWN,
  type AnchorUserCreateValues,
  type AnchorUserItem,
  type AnchorUserUpdateValues,
  BANK_NOT_THE_USERS,
  BANKS_NEED_USER,
  STALE_ANCHOR_USER,
} from "@domain/api/anchor-users";
import type { UserBankAccount } from "@domain/api/merchant-onboarding";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { anchors, anchorUsers } from "@server/db/schema/index";
import { badRequest, conflict, notFound } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import type { ClientContext } from "../programmes/service";
import {
  countOwnBankAccounts,
  findScopedAnchorUser,
  listOwnBankAccounts,
  merchantExists,
  updateAnchorUserAt,
} from "./queries";

type AnchorUserFields = Omit<AnchorUserCreateValues, "anchorId">;

export async function anchorUserDetail(db: Executor, principal: Principal, id: string) {
  const user = await findScopedAnchorUser(db, scopeOf(principal), id);
  if (!user) throw notFound(ANCHOR_USER_NOT_FOUND);
  return user;
}

/**
 * The bank accounts an anchor user linked to this merchant user may name (the form's bank choice); 404 when
 * no merchant user has the id. Only platform staff call it, so no tenancy narrows it.
 */
export async function merchantBankAccounts(db: Executor, userId: string): Promise<UserBankAccount[]> {
  if (!(await merchantExists(db, userId))) throw notFound(ANCHOR_USER_USER_UNKNOWN);
  return listOwnBankAccounts(db, userId);
}

/** The linked user must be a merchant, and every bank id one of that user's own accounts (400 otherwise). */
async function checkLinks(db: Executor, fields: AnchorUserFields): Promise<void> {
  if (fields.userId && !(await merchantExists(db, fields.userId)))
    throw badRequest(ANCHOR_USER_USER_UNKNOWN, [{ field: "userId", message: ANCHOR_USER_USER_UNKNOWN }]);
  if (fields.bankIds.length === 0) return;
  if (!fields.userId) throw badRequest(BANKS_NEED_USER, [{ field: "bankIds", message: BANKS_NEED_USER }]);
  const distinct = [...new Set(fields.bankIds)];
  if ((await countOwnBankAccounts(db, fields.userId, distinct)) !== distinct.length)
    throw badRequest(BANK_NOT_THE_USERS, [{ field: "bankIds", message: BANK_NOT_THE_USERS }]);
}

const columnsOf = (fields: AnchorUserFields) => ({
  externalId: fields.externalId || null,
  mobile: fields.mobile,
  userId: fields.userId || null,
  avgMonthCollection: String(fields.avgMonthCollection),
  vintage: fields.vintage,
  onboardingFlow: fields.onboardingFlow,
  bankIds: [...new Set(fields.bankIds)],
});

/** The anchor's unique index on mobile decides between two writes racing for the same mobile. */
async function mobileUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "anchor_users_anchor_mobile_unique"))
      throw conflict(ANCHOR_USER_MOBILE_TAKEN, [{ field: "mobile", message: ANCHOR_USER_MOBILE_TAKEN }]);
    throw error;
  }
}

/** A new anchor user under an existing anchor, audited. */
export async function createAnchorUser(
  { db, now, principal }: ClientContext,
  input: AnchorUserCreateValues,
): Promise<AnchorUserItem> {
  const [anchor] = await db.select({ id: anchors.id }).from(anchors).where(eq(anchors.id, input.anchorId));
  if (!anchor)
    throw badRequest(ANCHOR_USER_ANCHOR_UNKNOWN, [
      { field: "anchorId", message: ANCHOR_USER_ANCHOR_UNKNOWN },
    ]);
  await checkLinks(db, input);
  const id = randomUUID();
  return mobileUnique(() =>
    db.transaction(async (tx) => {
      await tx
        .insert(anchorUsers)
        .values({ id, anchorId: input.anchorId, ...columnsOf(input), createdAt: now, updatedAt: now });
      const created = await anchorUserDetail(tx, principal, id);
      await recordAudit(tx, {
        actorId: principal.id,
        action: "anchor_user.created",
        entity: "anchor_user",
        entityId: id,
        after: created,
        at: now,
      });
      return created;
    }),
  );
}

/** Saves the form at the version read (409 if stale); the anchor stays the one it was created under. */
export async function updateAnchorUser(
  { db, now, principal }: ClientContext,
  id: string,
  input: AnchorUserUpdateValues,
): Promise<AnchorUserItem> {
  const scope = scopeOf(principal);
  const before = await anchorUserDetail(db, principal, id);
  await checkLinks(db, input);
  return mobileUnique(() =>
    db.transaction(async (tx) => {
      if (!(await updateAnchorUserAt(tx, scope, id, input.version, columnsOf(input), now)))
        throw conflict(STALE_ANCHOR_USER);
      const after = await anchorUserDetail(tx, principal, id);
      await recordAudit(tx, {
        actorId: principal.id,
        action: "anchor_user.updated",
        entity: "anchor_user",
        entityId: id,
        before,
        after,
        at: now,
      });
      return after;
    }),
  );
}
