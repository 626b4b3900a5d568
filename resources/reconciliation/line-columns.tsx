import { legWords, matchedHow } from "@domain/api/line-match-words";
import { LINE_STATE_LABELS, type StatementLine } from "@domain/api/reconciliation";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import styles from "./reconciliation.module.css";

/** What a line was matched to: each leg's tranche (or receipt) and borrower. */
function MatchedTo({ line }: { line: StatementLine }) {
  if (line.state === "RETURNED") return <span className={styles.muted}>Returned: {line.returnReason}</span>;
  if (line.legs.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.legs}>
      {line.legs.map((leg) => (
        <li key={leg.id}>{legWords(leg)}</li>
      ))}
    </ul>
  );
}

/**
 * A statement line: as the bank wrote it, then its state, how it was matched and to what. Across statements
 * (the suspense queue, `withFile`) lines are unmatched, so how and to what start hidden.
 */
export const lineColumns = (withFile: boolean): ListColumn<StatementLine>[] => [
  { key: "valueDate", title: "Date", width: 100, render: (_, line) => <DateText value={line.valueDate} /> },
  ...(withFile
    ? [
        {
          key: "fileName",
          title: "Statement",
          width: 180,
          render: (_: unknown, line: StatementLine) => line.fileName,
        },
      ]
    : []),
  { key: "narration", title: "Narration", width: 180, wrap: true, render: (_, line) => line.narration },
  { key: "reference", title: "Reference", width: 210, render: (_, line) => line.reference || "—" },
  amountColumn({
    key: "creditPaise",
    title: "Credit",
    width: 120,
    paise: (line) => line.creditPaise || null,
  }),
  amountColumn({
    key: "debitPaise",
    title: "Debit",
    width: 110,
    defaultHidden: true,
    paise: (line) => line.debitPaise || null,
  }),
  {
    key: "state",
    title: "State",
    width: 110,
    render: (_, line) => <StatusTag status={line.state} label={LINE_STATE_LABELS[line.state]} />,
  },
  {
    key: "method",
    title: "Matched",
    width: 130,
    defaultHidden: withFile,
    render: (_, line) => matchedHow(line) ?? "—",
  },
  {
    key: "legs",
    title: "Matched to",
    width: 240,
    defaultHidden: withFile,
    wrap: true,
    render: (_, line) => <MatchedTo line={line} />,
  },
  {
    key: "rowNumber",
    title: "Row",
    width: 70,
    align: "right",
    defaultHidden: true,
    render: (_, line) => line.rowNumber,
  },
];
