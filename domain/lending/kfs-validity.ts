import {
  addDays,
  daysBetween,
  partsOf,
  startOfBusinessDate,
  toBusinessDate,
  type BusinessDate,
} from "@domain/dates/business-date";

/** RBI KFS directions (RBI/2024-25/18): at least 3 working days, 1 when the tenor is under 7 days. */
export const KFS_VALIDITY_WORKING_DAYS = 3;
export const SHORT_TENOR_KFS_VALIDITY_WORKING_DAYS = 1;
export const SHORT_TENOR_DAYS = 7;

export type KfsValidityTerms = {
  /** The business date the KFS version was issued to the borrower. */
  readonly issuedOn: BusinessDate;
  /** The loan's tenor in calendar days. */
  readonly tenorDays: number;
  /** The lender's holidays, as `YYYY-MM-DD` business dates. */
  readonly holidays?: readonly BusinessDate[];
};

const A_SUNDAY: BusinessDate = "1970-01-04";

const dayOfWeek = (date: BusinessDate): number => ((daysBetween(A_SUNDAY, date) % 7) + 7) % 7;

/** Banks in India close on Sundays and on the second and fourth Saturdays of the month. */
function isBankWeekend(date: BusinessDate): boolean {
  const weekday = dayOfWeek(date);
  if (weekday === 0) return true;
  if (weekday !== 6) return false;
  const saturdayOfMonth = Math.ceil(partsOf(date).day / 7);
  return saturdayOfMonth === 2 || saturdayOfMonth === 4;
}

const holidaySet = (holidays: readonly BusinessDate[] = []): ReadonlySet<BusinessDate> =>
  new Set(holidays.map(toBusinessDate));

/** True on a day that is neither a Sunday, a second or fourth Saturday, nor one of the holidays. */
export function isWorkingDay(date: BusinessDate, holidays: readonly BusinessDate[] = []): boolean {
  const day = toBusinessDate(date);
  return !isBankWeekend(day) && !holidaySet(holidays).has(day);
}

/** How many working days a KFS stays valid for a loan of this tenor. */
export function kfsValidityWorkingDays(tenorDays: number): number {
  if (!Number.isInteger(tenorDays) || tenorDays < 1) {
    throw new RangeError(`A loan's tenor must be a whole number of days of at least 1, got ${tenorDays}`);
  }
  return tenorDays < SHORT_TENOR_DAYS ? SHORT_TENOR_KFS_VALIDITY_WORKING_DAYS : KFS_VALIDITY_WORKING_DAYS;
}

/**
 * The last day a KFS can be accepted: the Nth working day after the issue date. The issue date itself does
 * not count, since the borrower gets only part of it, so the borrower always has N whole working days.
 */
export function kfsLastValidDay({ issuedOn, tenorDays, holidays }: KfsValidityTerms): BusinessDate {
  const workingDays = kfsValidityWorkingDays(tenorDays);
  const closed = holidaySet(holidays);
  let day = toBusinessDate(issuedOn);
  for (let counted = 0; counted < workingDays;) {
    day = addDays(day, 1);
    if (!isBankWeekend(day) && !closed.has(day)) counted += 1;
  }
  return day;
}

/** The instant the KFS lapses: midnight in India at the end of its last valid day, as epoch milliseconds. */
export function kfsExpiresAt(terms: KfsValidityTerms): number {
  return startOfBusinessDate(addDays(kfsLastValidDay(terms), 1));
}

/** Whether the borrower may accept the KFS on a date: from its issue date to its last valid day, both included. */
export function isKfsAcceptable(terms: KfsValidityTerms, on: BusinessDate): boolean {
  const day = toBusinessDate(on);
  return daysBetween(terms.issuedOn, day) >= 0 && daysBetween(day, kfsLastValidDay(terms)) >= 0;
}
