import { addDays, DAY_MS, type BusinessDate, type DateInput } from "@domain/dates/business-date";

/** How far ahead the default date of a new entry lies. */
export const DEFAULT_DATE_DAYS_AHEAD = 15;
const WEEK_MS = 7 * DAY_MS;

export interface TimeWindow {
  /** Epoch milliseconds. */
  from: number;
  /** Epoch milliseconds. */
  to: number;
}

/** The date a form proposes at load: 15 calendar days after today (IST). */
export const defaultDate = (today: DateInput): BusinessDate => addDays(today, DEFAULT_DATE_DAYS_AHEAD);

const millis = (now: Date | number): number => {
  const ms = typeof now === "number" ? now : now.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("Invalid date");
  return ms;
};

/** The 7 × 24 hours up to `now`, as timestamps for report and dashboard filters. */
export function lastSevenDays(now: Date | number): TimeWindow {
  const to = millis(now);
  return { from: to - WEEK_MS, to };
}

/** The 7 × 24 hours from `now`, e.g. for upcoming dues. */
export function nextSevenDays(now: Date | number): TimeWindow {
  const from = millis(now);
  return { from, to: from + WEEK_MS };
}
