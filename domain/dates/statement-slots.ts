import { daysInMonth, fromParts, type BusinessDate, type DateInput } from "./business-date";
import { financialQuarterOf, financialYearOf, financialYearStarting } from "./financial-year";

/** One document a borrower is asked to upload for a period, e.g. the GST statement of April 2024. */
export interface StatementSlot {
  /** The document key sent with the upload, e.g. `GST_STATEMENT_APR_2024`. */
  key: string;
  label: string;
  from: BusinessDate;
  to: BusinessDate;
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;
const monthCode = (month: number): string => MONTHS[month - 1] ?? "";
const monthLabel = (month: number): string =>
  monthCode(month).charAt(0) + monthCode(month).slice(1).toLowerCase();

const monthSpan = (year: number, month: number) => ({
  from: fromParts({ year, month, day: 1 }),
  to: fromParts({ year, month, day: daysInMonth(year, month) }),
});

/**
 * The 12 monthly GST statements of the last complete financial year before `today`, April first.
 * Keys are `GST_STATEMENT_<MMM>_<YYYY>` with the calendar year of that month: on 2025-08-10 they run
 * from `GST_STATEMENT_APR_2024` to `GST_STATEMENT_MAR_2025`.
 */
export function gstMonthlySlots(today: DateInput): StatementSlot[] {
  const startYear = financialYearOf(today).startYear - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 3) % 12) + 1;
    const year = month >= 4 ? startYear : startYear + 1;
    return {
      key: `GST_STATEMENT_${monthCode(month)}_${year}`,
      label: `GST statement ${monthLabel(month)} ${year}`,
      ...monthSpan(year, month),
    };
  });
}

/**
 * The GST statements of the four complete financial-year quarters before the quarter of `today`,
 * oldest first. Keys are `GST_STATEMENT_Q<n>_<YYYY>_<YY>` with the financial year: on 2025-08-10
 * they are Q2, Q3 and Q4 of 2024_25, then `GST_STATEMENT_Q1_2025_26`.
 */
export function gstQuarterlySlots(today: DateInput): StatementSlot[] {
  // Count quarters from FY 0000-01 Q1 so that stepping back crosses financial years by plain subtraction.
  const current = financialYearOf(today).startYear * 4 + financialQuarterOf(today) - 1;
  return [4, 3, 2, 1].map((back) => {
    const index = current - back;
    const year = financialYearStarting(Math.floor(index / 4));
    const quarter = (index % 4) + 1;
    const firstMonth = ((quarter * 3) % 12) + 1;
    const calendarYear = quarter === 4 ? year.startYear + 1 : year.startYear;
    return {
      key: `GST_STATEMENT_Q${quarter}_${year.yearPair}`,
      label: `GST statement Q${quarter} ${year.label}`,
      from: monthSpan(calendarYear, firstMonth).from,
      to: monthSpan(calendarYear, firstMonth + 2).to,
    };
  });
}

/** The ITRs of the last two complete financial years, oldest first: `ITR_2023_24`, `ITR_2024_25` in FY 2025-26. */
export function itrSlots(today: DateInput): StatementSlot[] {
  const current = financialYearOf(today).startYear;
  return [current - 2, current - 1].map((startYear) => {
    const year = financialYearStarting(startYear);
    return { key: `ITR_${year.yearPair}`, label: `ITR ${year.label}`, from: year.start, to: year.end };
  });
}

/** Both GST slot lists for the upload page. */
export const gstStatementSlots = (today: DateInput) => ({
  monthly: gstMonthlySlots(today),
  quarterly: gstQuarterlySlots(today),
});
