import type { Statement } from "@domain/api/reconciliation";
import { formatInr } from "@domain/money/format-inr";
import { DateText } from "@src/components/date-text";
import styles from "./reconciliation.module.css";

const amount = (paise: number) => formatInr(paise, { currency: true, fixed: true });

/** The reconciliation report of a statement: its credits matched automatically, by hand, in suspense, returned. */
export function StatementReport({ statement }: { statement: Statement }) {
  const { report } = statement;
  const figures = [
    { title: "Credits", tally: report.credits },
    { title: "Matched automatically", tally: report.matchedAuto },
    { title: "Matched by hand", tally: report.matchedManual },
    { title: "In suspense", tally: report.suspense },
    { title: "Returned", tally: report.returned },
  ];
  return (
    <section className={styles.report} aria-label="Reconciliation report">
      <div className={styles.figure}>
        <span className={styles.figureTitle}>{statement.bankName ?? "Statement"}: matched</span>
        <span className={styles.figureValue}>{report.matchedPercent.toFixed(2)}%</span>
        <span className={styles.muted}>
          <DateText value={statement.periodFrom} /> to <DateText value={statement.periodTo} />
        </span>
      </div>
      {figures.map((figure) => (
        <div key={figure.title} className={styles.figure}>
          <span className={styles.figureTitle}>{figure.title}</span>
          <span className={styles.figureValue}>{figure.tally.count}</span>
          <span className={styles.muted}>{amount(figure.tally.paise)}</span>
        </div>
      ))}
    </section>
  );
}
