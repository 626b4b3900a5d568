import { formatInr } from "./format-inr";
import { groupIndian } from "./indian-grouping";
import { assertPaise } from "./paise";

const LAKH_PAISE = 10_000_000;
const CRORE_PAISE = 1_000_000_000;

/** Hundredths of `unit`, rounded half up; exact for any safe integer. */
const hundredths = (magnitude: number, unit: number): number => {
  const step = unit / 100;
  const remainder = magnitude % step;
  return (magnitude - remainder) / step + (remainder * 2 >= step ? 1 : 0);
};

const twoDecimals = (value: number): string =>
  `${groupIndian(String(Math.floor(value / 100)))}.${String(value % 100).padStart(2, "0")}`;

/**
 * Dashboard short form in lakh and crore with two decimals: `₹12.35 L`, `₹1.20 Cr`. Amounts under a
 * lakh are shown in full (`₹45,000.50`). A value that rounds up to 100 lakh is shown as `₹1.00 Cr`.
 */
export function formatInrShort(paise: number): string {
  assertPaise(paise);
  const magnitude = Math.abs(paise);
  const sign = paise < 0 ? "-" : "";
  if (magnitude < LAKH_PAISE) return formatInr(paise, { currency: true });
  const lakhs = hundredths(magnitude, LAKH_PAISE);
  if (lakhs < 10_000) return `${sign}₹${twoDecimals(lakhs)} L`;
  return `${sign}₹${twoDecimals(hundredths(magnitude, CRORE_PAISE))} Cr`;
}
