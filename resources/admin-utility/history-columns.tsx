import type { UtilityRun } from "@domain/api/admin-utility";
import { approvalWords, UTILITY_OUTCOME_LABELS } from "@domain/api/utility-run-words";
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
  { key: "outcome", title: "Outcome", width: 125, render: (_, run) => UTILITY_OUTCOME_LABELS[run.outcome] },
  { key: "message", title: "What", width: 200, wrap: true, render: (_, run) => run.message },
  { key: "runByName", title: "Run by", width: 115, render: (_, run) => run.runByName },
  {
    key: "approval",
    title: "Approval",
    width: 170,
    render: (_, run) => approvalWords(run) ?? <span className={styles.muted}>—</span>,
  },
];
