import { KYC_CHECK_KIND_LABELS, type KycCheckItem } from "@domain/api/kyc";
import type { ListColumn } from "@src/components/list-table/list-column";
import styles from "./kyc.module.css";

const AT = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

const dash = <span className={styles.muted}>—</span>;

/** The history's columns: when (India time), what kind, the masked identifier, the answer, who. */
export const kycHistoryColumns: ListColumn<KycCheckItem>[] = [
  {
    key: "checkedAt",
    title: "Checked",
    width: 165,
    render: (_, check) => <time dateTime={check.checkedAt}>{AT.format(new Date(check.checkedAt))}</time>,
  },
  { key: "kind", title: "Kind", width: 125, render: (_, check) => KYC_CHECK_KIND_LABELS[check.kind] },
  {
    key: "identifier",
    title: "Identifier",
    width: 170,
    render: (_, check) => <span className={styles.identifier}>{check.identifier || dash}</span>,
  },
  {
    key: "result",
    title: "Result",
    width: 100,
    render: (_, check) => (
      <span className={`${styles.tag} ${check.valid ? styles.valid : styles.invalid}`}>
        {check.valid ? "Valid" : "Not valid"}
      </span>
    ),
  },
  {
    key: "detail",
    title: "Found or reason",
    width: 320,
    wrap: true,
    render: (_, check) => {
      if (check.valid) return check.detail ?? dash;
      return (
        <>
          {check.message ?? dash}
          {check.detail ? <span className={styles.muted}> ({check.detail})</span> : null}
        </>
      );
    },
  },
  {
    key: "checkedBy",
    title: "Checked by",
    width: 150,
    ellipsis: true,
    render: (_, check) => check.checkedByName,
  },
];
