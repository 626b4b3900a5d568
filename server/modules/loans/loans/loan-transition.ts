import { and, eq, sql } from "drizzle-orm";
import type { LoanStatus } from "@domain/enums/statuses";
import { onboardingStatusOf } from "@domain/lending/onboarding-status";
import { describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import { LOAN_MACHINE, type LoanAction } from "@domain/state-machines/loan";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { loans } from "@server/db/schema/loans";
import { users } from "@server/db/schema/users";
import { conflict } from "@server/http/errors";

export const STALE_LOAN_MESSAGE = "This loan was changed by someone else; reload it and try again";

/** The audit entity of a loan; its status timeline is this entity's audit trail. */
export const LOAN_ENTITY = "loan";

export type LoanRow = typeof loans.$inferSelect;
type LoanUpdate = Partial<typeof loans.$inferInsert>;

export type LoanTransitionRequest = {
  loan: Pick<
    LoanRow,
    "id" | "status" | "version" | "borrowerUserId" | "mandateRegistered" | "processingFeePaid"
  >;
  action: LoanAction;
  /** The version the caller saw. */
  version: number;
  /** Who moved it (null: a bank-confirmed posting, e.g. a gateway payoff). */
  actorId: string | null;
  at: Date;
  /** Further columns to set with the new status (reviewer, reject reason, disbursal date...). */
  set?: LoanUpdate;
  /** Why, for the audit line (a reject reason and note, a KFS proposal number...). */
  reason?: string | null;
};

/** 409 unless `version` is the loan's current one. */
export function assertLoanFresh(loan: Pick<LoanRow, "version">, version: number): void {
  if (loan.version !== version) throw conflict(STALE_LOAN_MESSAGE);
}

/** 409 for a stale version, then 409 naming the current status when the loan machine forbids `action`. */
export function assertLoanCan(
  loan: Pick<LoanRow, "version" | "status">,
  action: LoanAction,
  version: number,
): void {
  assertLoanFresh(loan, version);
  const from = loan.status as LoanStatus;
  if (!transitionFor(LOAN_MACHINE, from, action))
    throw conflict(describeIllegalTransition(LOAN_MACHINE, from, action));
}

/**
 * Applies one action of the loan machine inside the caller's transaction: the status change guarded by
 * `version` (0 rows updated means someone else won: 409), the audit line, and the borrower's onboarding
 * status that follows from the new loan status.
 */
export async function applyLoanTransition(tx: Executor, request: LoanTransitionRequest): Promise<LoanStatus> {
  const { loan, action } = request;
  const from = loan.status as LoanStatus;
  assertLoanCan(loan, action, request.version);
  const to = transitionFor(LOAN_MACHINE, from, action)!.to;
  const updated = await tx
    .update(loans)
    .set({ ...request.set, status: to, version: sql`${loans.version} + 1`, updatedAt: request.at })
    .where(and(eq(loans.id, loan.id), eq(loans.version, request.version)))
    .returning({ mandateRegistered: loans.mandateRegistered, processingFeePaid: loans.processingFeePaid });
  if (updated.length === 0) throw conflict(STALE_LOAN_MESSAGE);
  await recordAudit(tx, {
    actorId: request.actorId,
    action,
    entity: LOAN_ENTITY,
    entityId: loan.id,
    before: { status: from },
    after: { status: to, ...(request.reason ? { reason: request.reason } : {}) },
    at: request.at,
  });
  if (loan.borrowerUserId)
    await followOnboarding(tx, loan.borrowerUserId, { loanStatus: to, ...updated[0]! }, request);
  return to;
}

/** Moves the borrower's onboarding status to what the loan now implies, audited when it changes. */
export async function followOnboarding(
  tx: Executor,
  borrowerUserId: string,
  facts: Parameters<typeof onboardingStatusOf>[0],
  request: Pick<LoanTransitionRequest, "actorId" | "at">,
): Promise<void> {
  const next = onboardingStatusOf(facts);
  const [borrower] = await tx
    .select({ status: users.onboardingStatus })
    .from(users)
    .where(eq(users.id, borrowerUserId));
  if (!borrower || borrower.status === next) return;
  await tx
    .update(users)
    .set({ onboardingStatus: next, updatedAt: request.at })
    .where(eq(users.id, borrowerUserId));
  await recordAudit(tx, {
    actorId: request.actorId,
    action: "onboardingStatus",
    entity: "user",
    entityId: borrowerUserId,
    before: { onboardingStatus: borrower.status },
    after: { onboardingStatus: next },
    at: request.at,
  });
}
