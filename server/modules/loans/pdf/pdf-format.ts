import { REPAYMENT_FREQUENCY_LABELS, type RepaymentFrequency } from "@domain/enums/finance";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";

/** `Rs. 1,23,456.00` (the standard PDF fonts have no rupee sign). */
export const money = (paise: number): string => `Rs. ${formatInr(paise, { fixed: true })}`;

/** The calculator's rupee text (`"123456.00"`) as `Rs. 1,23,456.00`. */
export const moneyText = (rupees: string): string => money(parseRupees(rupees));

export const percent = (value: string): string => `${Number(value).toFixed(2)}%`;

export const date = formatDate;

export const frequencyLabel = (frequency: string): string =>
  REPAYMENT_FREQUENCY_LABELS[frequency as RepaymentFrequency] ?? frequency;

export const orDash = (value: string | null | undefined): string => (value ? value : "-");
