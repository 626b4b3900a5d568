import { formatInr } from "@domain/money/format-inr";
import styles from "./amounts.module.css";

/**
 * An amount held in paise, shown as rupees the Indian way (`₹12,34,567.89`), right-aligned digits; `fixed`
 * always shows two decimals (a column where some amounts have paise).
 */
export function InrAmount({
  paise,
  currency = true,
  fixed = false,
}: {
  paise: number | null | undefined;
  currency?: boolean;
  fixed?: boolean;
}) {
  if (paise === null || paise === undefined || !Number.isFinite(paise)) {
    return <span className={styles.empty}>—</span>;
  }
  return <span className={styles.amount}>{formatInr(Math.round(paise), { currency, fixed })}</span>;
}
