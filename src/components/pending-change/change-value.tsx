import { InrAmount } from "../inr-amount";
import styles from "./pending-change-panel.module.css";

/** Money travels in paise under a `…Paise` field name; the diff shows it as rupees. */
const isMoneyField = (field: string) => field.endsWith("Paise");

/**
 * One side of a field change in words: rupees for money, an enum value by its label when the record gives
 * one, Yes/No, lists joined, a dash for nothing.
 */
export function ChangeValue({
  field,
  value,
  labels,
}: {
  field: string;
  value: unknown;
  labels?: Readonly<Record<string, string>>;
}) {
  if (value === null || value === undefined || value === "") return <span className={styles.empty}>—</span>;
  if (typeof value === "string" && labels && Object.hasOwn(labels, value)) return <>{labels[value]}</>;
  if (isMoneyField(field) && typeof value === "number") return <InrAmount paise={value} />;
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (Array.isArray(value)) return <>{value.length > 0 ? value.map(String).join(", ") : "—"}</>;
  if (typeof value === "object") return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}
