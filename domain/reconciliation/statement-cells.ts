import { type BusinessDate, fromParts, isCalendarDate } from "../dates/business-date";
import { safeParseRupees } from "../money/parse-rupees";

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

function dateOf(year: number, month: number, day: number): BusinessDate | null {
  const fullYear = year < 100 ? 2000 + year : year;
  return isCalendarDate(fullYear, month, day) ? fromParts({ year: fullYear, month, day }) : null;
}

/**
 * A statement's date as banks write it: 05/11/2026, 05-11-26, 05.11.2026, 05-Nov-2026, 05 NOV 26, 2026-11-05
 * (a time after the date is ignored). Null when it is none of these or not a calendar date.
 */
export function parseStatementDate(text: string): BusinessDate | null {
  const value = text
    .trim()
    .split(/\s+\d{1,2}:\d{2}/)[0]!
    .trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (numeric) return dateOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})[\s/-]([a-z]{3})[a-z]*[\s/,-]+(\d{2}|\d{4})$/i.exec(value);
  if (!named) return null;
  const month = MONTHS.indexOf(named[2]!.toUpperCase()) + 1;
  return month > 0 ? dateOf(Number(named[3]), month, Number(named[1])) : null;
}

/**
 * A statement's amount in paise: blank is 0; grouping commas, ₹ and a trailing Cr/Dr are allowed; a negative
 * or malformed amount is null.
 */
export function parseStatementAmount(text: string): number | null {
  const value = text.trim().replace(/\s*(cr|dr)\.?$/i, "");
  if (value === "" || value === "-") return 0;
  const parsed = safeParseRupees(value);
  return parsed.valid && parsed.value >= 0 ? parsed.value : null;
}
