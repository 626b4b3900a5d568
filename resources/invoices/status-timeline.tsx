import type { InvoiceTimelineEntry } from "@domain/api/invoices";
import { INVOICE_STATUS_LABELS } from "@domain/enums/statuses";
import { formatDate } from "@domain/dates/display-date";
import { StatusTag } from "@src/components/status-tag";
import { Timeline } from "antd";
import styles from "./invoice-show.module.css";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** The status history from the audit log, oldest first: who moved it, when, from what, and why. */
export function StatusTimeline({ entries }: { entries: readonly InvoiceTimelineEntry[] }) {
  return (
    <Timeline
      aria-label="Status timeline"
      items={entries.map((entry) => ({
        key: `${entry.at}-${entry.to}`,
        color:
          entry.to === "Rejected" || entry.to === "Cancelled"
            ? "red"
            : entry.to === "Paid" || entry.to === "Completed"
              ? "green"
              : "blue",
        children: (
          <div className={styles.entry}>
            <StatusTag status={entry.to} label={INVOICE_STATUS_LABELS[entry.to]} />
            <span>
              {formatDate(new Date(entry.at))} {timeOf(entry.at)}
              {entry.actorName ? ` · ${entry.actorName}` : ""}
              {entry.from ? ` · from ${INVOICE_STATUS_LABELS[entry.from]}` : " · created"}
            </span>
            {entry.reason ? (
              <div
                className={entry.to === "Rejected" || entry.to === "Cancelled" ? styles.reason : styles.note}
              >
                {entry.reason}
              </div>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
