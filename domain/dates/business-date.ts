/**
 * Business dates (due dates, invoice dates, collection dates) are calendar dates in Asia/Kolkata,
 * carried as `YYYY-MM-DD` strings so they never shift with the viewer's time zone. Instants
 * (timestamps) are turned into business dates in IST, which is UTC+05:30 all year (no daylight saving).
 * Calendar arithmetic below runs on UTC midnights, where every day has exactly 24 hours.
 */
export type BusinessDate = string;

/** A business date, or an instant that is read as the calendar date it is in India. */
export type DateInput = BusinessDate | Date;

export const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);

/** True when the year, month (1 to 12) and day name a real date of the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

// Date.UTC maps years 0 to 99 onto 1900 to 1999; setUTCFullYear does not.
const utcMs = ({ year, month, day }: DateParts): number => new Date(0).setUTCFullYear(year, month - 1, day);

const partsAtUtc = (ms: number): DateParts => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

export const fromParts = ({ year, month, day }: DateParts): BusinessDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Reads a `YYYY-MM-DD` business date; throws a RangeError when it is malformed or not a real date. */
export function partsOf(date: BusinessDate): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Business date must be written YYYY-MM-DD, got "${date}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDate(year, month, day)) throw new RangeError(`${date} is not a calendar date`);
  return { year, month, day };
}

export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== "string") return false;
  try {
    partsOf(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date in India at an instant. */
export function businessDateAt(instant: Date | number): BusinessDate {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("Invalid date");
  return fromParts(partsAtUtc(ms + IST_OFFSET_MS));
}

/** Normalises either form of date input to a validated business date. */
export function toBusinessDate(input: DateInput): BusinessDate {
  if (input instanceof Date) return businessDateAt(input);
  return fromParts(partsOf(input));
}

const utcMidnight = (date: BusinessDate): number => utcMs(partsOf(date));

/** The business date `days` calendar days after (or before, when negative) the given one. */
export function addDays(input: DateInput, days: number): BusinessDate {
  if (!Number.isInteger(days)) throw new RangeError("Days to add must be a whole number");
  return fromParts(partsAtUtc(utcMidnight(toBusinessDate(input)) + days * DAY_MS));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: DateInput, to: DateInput): number =>
  Math.round((utcMidnight(toBusinessDate(to)) - utcMidnight(toBusinessDate(from))) / DAY_MS);

/** The instant a business date starts in India (00:00 IST), as epoch milliseconds. */
export const startOfBusinessDate = (input: DateInput): number =>
  utcMidnight(toBusinessDate(input)) - IST_OFFSET_MS;
