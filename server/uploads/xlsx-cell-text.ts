import type { Cell, CellValue } from "exceljs";

/** Excel shows at most 15 significant digits: 0.1 + 0.2 reads 0.3, and no number is written with an exponent. */
const NUMBER = new Intl.NumberFormat("en-US", { useGrouping: false, maximumSignificantDigits: 15 });

/** Day 0 of Excel's 1900 and 1904 date systems, in UTC milliseconds (1900's counts the phantom 29 Feb 1900). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

/** Whether a number format shows a date: a d, m or y outside its quoted text, escapes and [colour] sections. */
export const isDateFormat = (numFmt: string | undefined): boolean =>
  !!numFmt && /[dmy]/i.test(numFmt.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ""));

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A serial day number of the workbook's date system as YYYY-MM-DD. */
const serialDate = (serial: number, date1904: boolean) =>
  isoDate(new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * DAY_MS)));

function valueText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? NUMBER.format(value) : "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return isoDate(value);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("hyperlink" in value) return value.text;
  if ("error" in value) return value.error;
  return valueText(value.result);
}

/**
 * A cell as the text a person reads in it: dates as YYYY-MM-DD, numbers without float noise, a formula as its
 * last computed result (a numeric result under a date format as that date), rich text as its plain text.
 */
export function cellText(cell: Cell, date1904: boolean): string {
  const value = cell.value;
  const formula = typeof value === "object" && value !== null && "result" in value;
  if (formula && typeof value.result === "number" && isDateFormat(cell.numFmt)) {
    return serialDate(value.result, date1904);
  }
  return valueText(value).trim();
}
