import { partsOf, toBusinessDate, type BusinessDate, type DateInput } from "./business-date";

/** An Indian financial year, 1 April to 31 March. */
export interface FinancialYear {
  /** The calendar year in which it starts: 2025 for FY 2025-26. */
  startYear: number;
  /** "FY 2025-26". */
  label: string;
  /** The year pair joined for keys: "2025_26". */
  yearPair: string;
  start: BusinessDate;
  end: BusinessDate;
}

const twoDigits = (year: number): string => String(year % 100).padStart(2, "0");

export function financialYearStarting(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998) {
    throw new RangeError("Financial year must start in a four-digit year");
  }
  return {
    startYear,
    label: `FY ${startYear}-${twoDigits(startYear + 1)}`,
    yearPair: `${startYear}_${twoDigits(startYear + 1)}`,
    start: `${startYear}-04-01`,
    end: `${startYear + 1}-03-31`,
  };
}

/** The financial year a date falls in: April or later belongs to the year that started that April. */
export function financialYearOf(date: DateInput): FinancialYear {
  const { year, month } = partsOf(toBusinessDate(date));
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** Quarter of the financial year, 1 (April to June) to 4 (January to March). */
export function financialQuarterOf(date: DateInput): 1 | 2 | 3 | 4 {
  const { month } = partsOf(toBusinessDate(date));
  return month >= 4 && month <= 6 ? 1 : month >= 7 && month <= 9 ? 2 : month >= 10 ? 3 : 4;
}
