import { changeValueLabel } from "@domain/enums/change-value-labels";
import { InrAmount } from "../inr-amount";
import styles from "./pending-change-panel.module.css";

/** Money travels in paise under a `…Paise` field name; the diff shows it as rupees. */
const isMoneyField = (field: string) => field.endsWith("Paise");

/**
 * One side of a field change in words: rupees for money, an enum value by its domain label, Yes/No, lists
 * joined, a dash for nothing.
 */
export function ChangeValue({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className={styles.empty}>—</span>;
  if (typeof value === "string") return <>{changeValueLabel(field, value) ?? value}</>;
  if (isMoneyField(field) && typeof value === "number") return <InrAmount paise={value} />;
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (Array.isArray(value)) return <>{value.length > 0 ? value.map(String).join(", ") : "—"}</>;
  if (typeof value === "object") return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}
