import { businessDateAt, startOfBusinessDate } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";

/** Paise as plain rupees with two decimals ("1234567.50"): the INR format without its grouping commas. */
export const rupees = (paise: number): string => formatInr(paise, { fixed: true }).replaceAll(",", "");

/** An instant as the date it was in India (`YYYY-MM-DD`). */
export const indiaDate = (instant: Date): string => businessDateAt(instant);

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as India's date and time to the minute (`2026-11-23 15:45`), as the screens show it. */
export function indiaDateTime(instant: Date): string {
  const date = businessDateAt(instant);
  const minutes = Math.floor((instant.getTime() - startOfBusinessDate(date)) / 60_000);
  return `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
