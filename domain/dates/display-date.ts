import {
  fromParts,
  isCalendarDate,
  partsOf,
  toBusinessDate,
  type BusinessDate,
  type DateInput,
} from "./business-date";

/** Shows a business date (or an instant, read in IST) the Indian way: `DD/MM/YYYY`. */
export function formatDate(input: DateInput): string {
  const { year, month, day } = partsOf(toBusinessDate(input));
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
}

/**
 * Reads a date typed as `DD/MM/YYYY` (one-digit day and month allowed) into a business date.
 * Throws a RangeError with a sentence fit to show under the field.
 */
export function parseDisplayDate(input: string): BusinessDate {
  const text = input.trim();
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) throw new RangeError("Date must be written as DD/MM/YYYY");
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDate(year, month, day)) throw new RangeError(`${text} is not a calendar date`);
  return fromParts({ year, month, day });
}
