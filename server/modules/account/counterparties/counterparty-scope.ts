import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { forbidden } from "@server/http/errors";

/** Who owns a counterparty: which rows a caller sees, which it may change, and the owner columns of a new one. */
export type OwnerScope = {
  /** The list filter (platform staff may narrow it to one anchor). */
  visible: (principal: Principal, anchorId?: string) => SQL;
  /** The rows the caller may change; throws 403 for a caller who may change none. */
  owned: (principal: Principal) => SQL;
  /** The owner columns of a row the caller adds; throws 403 for a caller who may add none. */
  ownerColumns: (principal: Principal) => Record<string, unknown>;
};

/**
 * Suppliers and partners belong to an anchor: an anchor sees its own, platform staff all (or one anchor's
 * with `anchorId`); NBFC users and other merchants none.
 */
function anchorOwnedCondition(principal: Principal, anchorColumn: AnyPgColumn, anchorId?: string): SQL {
  const scope = scopeOf(principal);
  if (scope.level === "anchor") return eq(anchorColumn, scope.anchorId);
  if (scope.level === "platform") return anchorId ? eq(anchorColumn, anchorId) : sql`true`;
  throw forbidden("Only anchors and platform staff can see suppliers and partners");
}

/** The anchor a new supplier or partner belongs to: the signed-in anchor's. */
function ownAnchorId(principal: Principal): string {
  const scope = scopeOf(principal);
  if (scope.level !== "anchor") throw forbidden("Only an anchor can add suppliers and partners");
  return scope.anchorId;
}

/** The scope of a table owned by an anchor through `anchorColumn` (suppliers, partners). */
export const anchorOwned = (anchorColumn: AnyPgColumn): OwnerScope => ({
  visible: (principal, anchorId) => anchorOwnedCondition(principal, anchorColumn, anchorId),
  owned: (principal) => eq(anchorColumn, ownAnchorId(principal)),
  ownerColumns: (principal) => ({ anchorId: ownAnchorId(principal) }),
});

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const STALE_RECORD_MESSAGE = "This record was changed by someone else; reload it and try again";
