import type { LoanDetail } from "@domain/api/loans";
import { formatDate } from "@domain/dates/display-date";
import { actionLabel } from "@domain/enums/audit-actions";
import { StatusTag, statusLabel } from "@src/components/status-tag";
import { Empty, Timeline } from "antd";
import styles from "./loan-show.module.css";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

const BAD = new Set(["LOAN_REJECTED", "WRITTEN_OFF"]);
const GOOD = new Set(["KFS_ACCEPTED", "AGREEMENT_SIGNED", "ACTIVE", "CLOSED"]);

/** The loan's status history from the audit log, oldest first: who moved it, when, from what, and why. */
export function LoanTimeline({ entries }: { entries: LoanDetail["timeline"] }) {
  if (entries.length === 0) return <Empty description="No changes yet" />;
  return (
    <Timeline
      aria-label="Status timeline"
      items={entries.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        color: entry.to && BAD.has(entry.to) ? "red" : entry.to && GOOD.has(entry.to) ? "green" : "blue",
        children: (
          <div className={styles.entry}>
            {entry.to ? <StatusTag status={entry.to} /> : <strong>{actionLabel(entry.action)}</strong>}
            <span className={styles.muted}>
              {formatDate(new Date(entry.at))} {timeOf(entry.at)}
              {entry.actorName ? ` · ${entry.actorName}` : ""}
              {entry.from ? ` · from ${statusLabel(entry.from)}` : entry.to ? " · created" : ""}
            </span>
            {entry.reason ? (
              // Red only for why a loan was rejected or written off; any other note is plain text.
              <div className={entry.to && BAD.has(entry.to) ? styles.reason : styles.note}>
                {entry.reason}
              </div>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
