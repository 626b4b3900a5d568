import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from "@domain/enums/leads";
import { NativeSelect } from "@src/components/ui/native-select";
import { DateInput } from "../invoices/date-input";
import styles from "./leads.module.css";

const SOURCE_OPTIONS = [
  { value: "", label: "All sources" },
  ...LEAD_SOURCES.map((source) => ({ value: source as string, label: LEAD_SOURCE_LABELS[source] })),
];

export type LeadFilterValues = { source?: string; createdFrom?: string; createdTo?: string };

/** The source and the captured-date range (DD/MM/YYYY, India dates, both ends included). */
export function LeadFilters(props: {
  value: LeadFilterValues;
  onChange: (field: keyof LeadFilterValues, value: string) => void;
}) {
  return (
    <>
      <NativeSelect<string>
        aria-label="Source"
        value={props.value.source ?? ""}
        options={SOURCE_OPTIONS}
        onChange={(value) => props.onChange("source", value)}
      />
      <span className={styles.dates}>
        <label htmlFor="leads-created-from" className={styles.muted}>
          Captured from
        </label>
        <DateInput
          id="leads-created-from"
          value={props.value.createdFrom}
          max={props.value.createdTo}
          onChange={(value) => props.onChange("createdFrom", value ?? "")}
        />
        <label htmlFor="leads-created-to" className={styles.muted}>
          to
        </label>
        <DateInput
          id="leads-created-to"
          value={props.value.createdTo}
          min={props.value.createdFrom}
          onChange={(value) => props.onChange("createdTo", value ?? "")}
        />
      </span>
    </>
  );
}
