import type { UtilityOutcome, UtilityRun } from "./admin-utility";
import type { PendingOperationState } from "./pending-operations";

export const UTILITY_OUTCOME_LABELS: Record<UtilityOutcome, string> = {
  DONE: "Done",
  PROPOSED: "Filed for approval",
  REFUSED: "Refused",
};

const APPROVAL_LABELS: Record<PendingOperationState, string> = {
  PENDING: "Waiting",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

/** A proposal's decision and its decider ("Approved by Asha"); null when the operation ran at once. */
export function approvalWords(run: Pick<UtilityRun, "approval" | "decidedByName">): string | null {
  if (!run.approval) return null;
  const state = APPROVAL_LABELS[run.approval];
  return run.decidedByName ? `${state} by ${run.decidedByName}` : state;
}
