import { and, eq, gt, inArray } from "drizzle-orm";
import { CHECKER_CONTROLS_MAKER, CHECKER_INDEPENDENCE_DAYS } from "@domain/api/independent-checker";
import { DAY_MS } from "@domain/dates/business-date";
import type { Executor } from "@server/db/database";
import { auditLog } from "@server/db/schema/index";
import { forbidden } from "@server/http/errors";

/** What gives one user control of another's account: creating it, or changing its roles, lender, contacts or password. */
const ACCOUNT_CONTROL_ACTIONS = [
  "user.created",
  "user.roles_changed",
  "user.tenancy_changed",
  "user.password_reset",
  "user.contacts_changed",
];

/**
 * The makers whose account the checker created, or whose roles, lender, contacts or password it changed, in the
 * last 30 days: the checker could be any of them (a sockpuppet), as the audit log records.
 */
export async function controlledAccountsOf(
  db: Executor,
  checkerId: string,
  makerIds: readonly (string | null)[],
  now: Date,
): Promise<Set<string>> {
  const makers = [...new Set(makerIds.filter((id): id is string => id !== null && id !== checkerId))];
  if (makers.length === 0) return new Set();
  const since = new Date(now.getTime() - CHECKER_INDEPENDENCE_DAYS * DAY_MS);
  const controlled = await db
    .select({ makerId: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "user"),
        inArray(auditLog.entityId, makers),
        eq(auditLog.actorId, checkerId),
        inArray(auditLog.action, ACCOUNT_CONTROL_ACTIONS),
        gt(auditLog.at, since),
      ),
    );
  return new Set(controlled.map((row) => row.makerId).filter((id): id is string => id !== null));
}

/** Maker-checker against sockpuppets: 403 when the checker controls a maker's account (`controlledAccountsOf`). */
export async function assertIndependentChecker(
  db: Executor,
  checkerId: string,
  makerIds: readonly (string | null)[],
  now: Date,
): Promise<void> {
  if ((await controlledAccountsOf(db, checkerId, makerIds, now)).size > 0)
    throw forbidden(CHECKER_CONTROLS_MAKER);
}
