import { type UtilityOutcome, type UtilityRun } from "@domain/api/admin-utility";
import type { PendingOperationState } from "@domain/api/pending-operations";
import { ADMIN_OPERATION_LABELS } from "@domain/enums/users";
import type { ListColumn } from "@src/components/list-table/list-column";
import styles from "./utility.module.css";

const AT = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export const OUTCOME_LABELS: Record<UtilityOutcome, string> = {
  DONE: "Done",
  PROPOSED: "Filed for approval",
  REFUSED: "Refused",
};

const APPROVAL_LABELS: Record<PendingOperationState, string> = {
  PENDING: "Waiting",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

const approvalOf = (run: UtilityRun) => {
  if (!run.approval) return <span className={styles.muted}>—</span>;
  const state = APPROVAL_LABELS[run.approval];
  return run.decidedByName ? `${state} by ${run.decidedByName}` : state;
};

/** Who ran what on whom, when (India time), the outcome in words and who approved it. */
export const utilityHistoryColumns: ListColumn<UtilityRun>[] = [
  {
    key: "runAt",
    title: "Run",
    width: 140,
    render: (_, run) => <time dateTime={run.runAt}>{AT.format(new Date(run.runAt))}</time>,
  },
  {
    key: "operation",
    title: "Operation",
    width: 180,
    render: (_, run) => ADMIN_OPERATION_LABELS[run.operation],
  },
  { key: "userName", title: "User", width: 135, render: (_, run) => run.userName },
  { key: "outcome", title: "Outcome", width: 125, render: (_, run) => OUTCOME_LABELS[run.outcome] },
  { key: "message", title: "What", width: 200, wrap: true, render: (_, run) => run.message },
  { key: "runByName", title: "Run by", width: 115, render: (_, run) => run.runByName },
  { key: "approval", title: "Approval", width: 170, render: (_, run) => approvalOf(run) },
];
