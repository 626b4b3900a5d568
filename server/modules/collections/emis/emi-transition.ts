import { and, eq, sql } from "drizzle-orm";
import type { EmiStatus } from "@domain/enums/statuses";
import { describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import { EMI_MACHINE, type EmiAction } from "@domain/state-machines/emi";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";

export const STALE_EMI_MESSAGE = "This EMI was changed by someone else; reload it and try again";

/** The audit entity of an EMI; its status timeline is this entity's audit trail. */
export const EMI_ENTITY = "emi";

export type EmiRow = typeof emis.$inferSelect;
type EmiUpdate = Partial<typeof emis.$inferInsert>;

export type EmiTransitionRequest = {
  emi: Pick<EmiRow, "id" | "status" | "version">;
  action: EmiAction;
  /** The version the caller saw (a user's action) or read under lock (a receipt's appropriation). */
  version: number;
  /** Staff, or null for the mandate provider's webhook. */
  actorId: string | null;
  at: Date;
  /** Further columns to set with the new status (return code, presentation date, paid columns ...). */
  set?: EmiUpdate;
  /** Why, for the audit line (a return code, a receipt number, a reschedule date ...). */
  reason?: string | null;
};

/** 409 for a stale version, then 409 naming the current status when the EMI machine forbids `action`. */
export function assertEmiCan(
  emi: Pick<EmiRow, "version" | "status">,
  action: EmiAction,
  version: number,
): void {
  if (emi.version !== version) throw conflict(STALE_EMI_MESSAGE);
  const from = emi.status as EmiStatus;
  if (!transitionFor(EMI_MACHINE, from, action))
    throw conflict(describeIllegalTransition(EMI_MACHINE, from, action));
}

/**
 * Applies one action of the EMI machine inside the caller's transaction: the status change guarded by
 * `version` (0 rows updated means someone else won: 409) and the audit line.
 */
export async function applyEmiTransition(tx: Executor, request: EmiTransitionRequest): Promise<EmiStatus> {
  const { emi, action } = request;
  const from = emi.status as EmiStatus;
  assertEmiCan(emi, action, request.version);
  const to = transitionFor(EMI_MACHINE, from, action)!.to;
  const updated = await tx
    .update(emis)
    .set({ ...request.set, status: to, version: sql`${emis.version} + 1`, updatedAt: request.at })
    .where(and(eq(emis.id, emi.id), eq(emis.version, request.version)))
    .returning({ id: emis.id });
  if (updated.length === 0) throw conflict(STALE_EMI_MESSAGE);
  await recordAudit(tx, {
    actorId: request.actorId,
    action,
    entity: EMI_ENTITY,
    entityId: emi.id,
    before: { status: from },
    after: { status: to, ...(request.reason ? { reason: request.reason } : {}) },
    at: request.at,
  });
  return to;
}
