import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { forbidden } from "@server/http/errors";

/**
 * Suppliers and partners belong to an anchor: an anchor sees its own, platform staff all (or one anchor's
 * with `anchorId`); NBFC users and other merchants none.
 */
export function anchorOwnedCondition(principal: Principal, anchorColumn: AnyColumn, anchorId?: string): SQL {
  const scope = scopeOf(principal);
  if (scope.level === "anchor") return eq(anchorColumn, scope.anchorId);
  if (scope.level === "platform") return anchorId ? eq(anchorColumn, anchorId) : sql`true`;
  throw forbidden("Only anchors and platform staff can see suppliers and partners");
}

/** The anchor a new supplier or partner belongs to: the signed-in anchor's. */
export function ownAnchorId(principal: Principal): string {
  const scope = scopeOf(principal);
  if (scope.level !== "anchor") throw forbidden("Only an anchor can add suppliers and partners");
  return scope.anchorId;
}

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Case-insensitive prefix match, LIKE wildcards escaped. */
export const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const STALE_RECORD_MESSAGE = "This record was changed by someone else; reload it and try again";
