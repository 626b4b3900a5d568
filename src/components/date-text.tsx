import { isBusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import styles from "./amounts.module.css";

/** A business date (`YYYY-MM-DD`) as is; a timestamp (ISO string, Date, epoch ms) as an instant read in IST. */
export function toDateInput(value: string | number | Date): string | Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === "string" && isBusinessDate(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** A date as DD/MM/YYYY; a dash when there is none or it cannot be read. */
export function DateText({ value }: { value: string | number | Date | null | undefined }) {
  const input = value === null || value === undefined || value === "" ? undefined : toDateInput(value);
  if (input === undefined) return <span className={styles.empty}>—</span>;
  return <time className={styles.amount}>{formatDate(input)}</time>;
}
