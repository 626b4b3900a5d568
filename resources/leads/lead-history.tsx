import type { LeadHistoryEntry } from "@domain/api/leads";
import { formatDate } from "@domain/dates/display-date";
import { LEAD_STAGE_LABELS } from "@domain/enums/leads";
import { StatusTag } from "@src/components/status-tag";
import { Timeline } from "antd";
import styles from "./leads.module.css";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** The stage history from the audit log, oldest first: when, who, from what, and why. */
export function LeadHistory({ entries }: { entries: readonly LeadHistoryEntry[] }) {
  return (
    <Timeline
      aria-label="Stage history"
      items={entries.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        color: entry.to === "DROPPED" ? "gray" : entry.to === "CONVERTED" ? "green" : "blue",
        children: (
          <div className={styles.entry}>
            <StatusTag status={entry.to} />
            <span>
              {formatDate(new Date(entry.at))} {timeOf(entry.at)}
              {entry.actorName ? ` · ${entry.actorName}` : ""}
              {entry.from ? ` · from ${LEAD_STAGE_LABELS[entry.from]}` : " · captured"}
            </span>
            {entry.note ? <span className={styles.note}>{entry.note}</span> : null}
          </div>
        ),
      }))}
    />
  );
}
