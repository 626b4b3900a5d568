import { daysInMonth, partsOf, type BusinessDate } from "@domain/dates/business-date";
import type { PeriodStep } from "./periods";

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const format = (year: number, month: number, day: number): BusinessDate =>
  `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;

/*
 * Calendar arithmetic on day numbers (Howard Hinnant's days_from_civil / civil_from_days): a schedule of
 * hundreds of daily instalments is dated without a Date object per row, which was most of the calculator's time.
 */
function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra;
}

function dateOfDayNumber(days: number): BusinessDate {
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return format(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

/** `months` calendar months after a date; a day past the month's end lands on its last day (31 Jan → 29 Feb). */
export function addMonths(date: BusinessDate, months: number): BusinessDate {
  const { year, month, day } = partsOf(date);
  return monthsAfter(year, month, day, months);
}

function monthsAfter(year: number, month: number, day: number, months: number): BusinessDate {
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The date `count` steps after `date`. */
export const stepsAfter = (date: BusinessDate, step: PeriodStep, count: number): BusinessDate =>
  dueDates(date, step, count + 1)[count] as BusinessDate;

/**
 * The due dates of `count` instalments from the first. Each is counted from the first due date, not from the
 * one before, so a schedule starting on the 31st comes back to the 31st after a short month.
 */
export function dueDates(first: BusinessDate, step: PeriodStep, count: number): BusinessDate[] {
  const { year, month, day } = partsOf(first);
  const dates: BusinessDate[] = new Array<BusinessDate>(count);
  if ("days" in step) {
    const start = dayNumber(year, month, day);
    for (let k = 0; k < count; k += 1) dates[k] = dateOfDayNumber(start + k * step.days);
  } else {
    for (let k = 0; k < count; k += 1) dates[k] = monthsAfter(year, month, day, k * step.months);
  }
  return dates;
}
