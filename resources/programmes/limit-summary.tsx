import type { ProgrammeItem } from "@domain/api/programmes";
import { InrAmount } from "@src/components/inr-amount";
import styles from "./programme-show.module.css";

/** The programme's limit, what its Approved and Paid invoices use of it, and what is left. */
export function LimitSummary({ programme }: { programme: ProgrammeItem }) {
  const items = [
    { label: "Programme limit", paise: programme.programLimitPaise },
    { label: "Limit used", paise: programme.limitUsedPaise },
    { label: "Limit available", paise: programme.limitAvailablePaise },
  ];
  return (
    <dl className={styles.limits} aria-label="Limit">
      {items.map((item) => (
        <div key={item.label} className={styles.limit}>
          <dt>{item.label}</dt>
          <dd>
            <InrAmount paise={item.paise} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
