import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { MandateEventSource, MandateStage } from "@domain/api/mandates";
import type { LoanStatus, MandateStatus } from "@domain/enums/statuses";
import { describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import { MANDATE_MACHINE, type MandateAction } from "@domain/state-machines/mandate";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { loans, mandateEvents, mandates } from "@server/db/schema/index";
import { conflict } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import { followOnboarding, LOAN_ENTITY } from "@server/modules/loans/loans/loan-transition";
import type { MandateRow } from "./mandate-reads";

export const MANDATE_ENTITY = "mandate";
export const STALE_MANDATE_MESSAGE = "This mandate was changed by someone else; reload it and try again";
const UMRN_TAKEN = "This UMRN is already registered to another mandate";

export type MandateChange = {
  /** The mandate as read in this transaction (FOR UPDATE). */
  mandate: MandateRow;
  /** The machine's action, or null when only the provider's stage moves (authenticated, paused, resumed). */
  action: MandateAction | null;
  stage: MandateStage;
  set?: Partial<typeof mandates.$inferInsert>;
  source: MandateEventSource;
  event: string;
  /** A webhook's event id: taken once, so a replay changes nothing. */
  providerEventId?: string;
  payload?: unknown;
  /** Who acted: staff, or the borrower for the provider's events. */
  actorId: string | null;
  note?: string | null;
  at: Date;
};

/** The mandate, read and locked in the caller's transaction. */
export async function lockMandate(tx: Executor, id: string): Promise<MandateRow | undefined> {
  const [row] = await tx.select().from(mandates).where(eq(mandates.id, id)).for("update");
  return row;
}

/**
 * Applies one change inside the caller's transaction: the timeline line (first, so a replayed provider event
 * id stops here and answers false), the machine's status change guarded by version, the audit line, and the
 * loan's `mandateRegistered` with the borrower's onboarding when the mandate becomes or stops being registered.
 */
export async function applyMandateChange(tx: Executor, change: MandateChange): Promise<boolean> {
  const { mandate } = change;
  const from = mandate.status as MandateStatus;
  let to = from;
  if (change.action) {
    const transition = transitionFor(MANDATE_MACHINE, from, change.action);
    if (!transition) throw conflict(describeIllegalTransition(MANDATE_MACHINE, from, change.action));
    to = transition.to;
  }
  const inserted = await tx
    .insert(mandateEvents)
    .values({
      id: randomUUID(),
      mandateId: mandate.id,
      providerEventId: change.providerEventId ?? null,
      source: change.source,
      event: change.event,
      stage: change.stage,
      fromStatus: from,
      toStatus: to,
      actorId: change.actorId,
      note: change.note ?? null,
      payload: change.payload ?? null,
      at: change.at,
    })
    .onConflictDoNothing()
    .returning({ id: mandateEvents.id });
  if (inserted.length === 0) return false;
  try {
    const updated = await tx
      .update(mandates)
      .set({
        ...change.set,
        status: to,
        stage: change.stage,
        version: sql`${mandates.version} + 1`,
        updatedAt: change.at,
      })
      .where(and(eq(mandates.id, mandate.id), eq(mandates.version, mandate.version)))
      .returning({ id: mandates.id });
    if (updated.length === 0) throw conflict(STALE_MANDATE_MESSAGE);
  } catch (error) {
    if (isUniqueViolation(error, "mandates_umrn_unique")) throw conflict(UMRN_TAKEN);
    throw error;
  }
  await recordAudit(tx, {
    actorId: change.actorId,
    action: change.action ?? change.event,
    entity: MANDATE_ENTITY,
    entityId: mandate.id,
    before: { status: from, stage: mandate.stage },
    after: { status: to, stage: change.stage, ...(change.note ? { reason: change.note } : {}) },
    at: change.at,
  });
  if (from !== to && (to === "Scheduled" || from === "Scheduled"))
    await setLoanMandateRegistered(tx, mandate, to === "Scheduled", change);
  return true;
}

/** The loan's mandate flag (one live mandate per loan), audited on the loan, and the onboarding that follows. */
async function setLoanMandateRegistered(
  tx: Executor,
  mandate: MandateRow,
  registered: boolean,
  change: Pick<MandateChange, "actorId" | "at">,
): Promise<void> {
  const [loan] = await tx
    .update(loans)
    .set({ mandateRegistered: registered, updatedAt: change.at })
    .where(eq(loans.id, mandate.loanId))
    .returning();
  if (!loan) return;
  const actorId = change.actorId ?? loan.borrowerUserId;
  await recordAudit(tx, {
    actorId,
    action: registered ? "registerMandate" : "revokeMandate",
    entity: LOAN_ENTITY,
    entityId: loan.id,
    before: { mandateRegistered: !registered },
    after: { mandateRegistered: registered, reason: `${mandate.providerMandateId}` },
    at: change.at,
  });
  if (loan.borrowerUserId && actorId)
    await followOnboarding(
      tx,
      loan.borrowerUserId,
      {
        loanStatus: loan.status as LoanStatus,
        mandateRegistered: registered,
        processingFeePaid: loan.processingFeePaid,
      },
      { actorId, at: change.at },
    );
}
