import { DateInput } from "@resources/invoices/date-input";
import styles from "./date-range-filter.module.css";

/** A list toolbar's date range ("Checked from … to …"), India dates as `YYYY-MM-DD`, both ends included. */
export function DateRangeFilter(props: {
  /** Prefix of the two inputs' ids, unique on the page. */
  id: string;
  label: string;
  from: string | undefined;
  to: string | undefined;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}) {
  return (
    <span className={styles.dates}>
      <label htmlFor={`${props.id}-from`} className={styles.label}>
        {props.label}
      </label>
      <DateInput
        id={`${props.id}-from`}
        value={props.from}
        max={props.to}
        onChange={(value) => props.onFromChange(value ?? "")}
      />
      <label htmlFor={`${props.id}-to`} className={styles.label}>
        to
      </label>
      <DateInput
        id={`${props.id}-to`}
        value={props.to}
        min={props.from}
        onChange={(value) => props.onToChange(value ?? "")}
      />
    </span>
  );
}
