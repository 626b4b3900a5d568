import { groupIndian } from "./indian-grouping";
import { assertPaise } from "./paise";

export interface FormatInrOptions {
  /** Prefix `₹`. */
  currency?: boolean;
  /** Show two decimals on whole rupees too (`1,000.00`), as amounts in a column of paise do. */
  fixed?: boolean;
}

/**
 * Formats paise as rupees with Indian grouping: whole rupees without decimals, anything with paise with exactly
 * two (123456789 gives `12,34,567.89`, 123456780 `12,34,567.80`, never `.8`); with `currency` `₹12,34,567.89`;
 * negatives read `-₹1,234.50`. Written out by hand so the grouping does not depend on the ICU data of the
 * browser or Node build.
 */
export function formatInr(paise: number, options: FormatInrOptions = {}): string {
  assertPaise(paise);
  const magnitude = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(magnitude / 100)));
  const cents = String(magnitude % 100).padStart(2, "0");
  const fraction = options.fixed || cents !== "00" ? `.${cents}` : "";
  return `${paise < 0 ? "-" : ""}${options.currency ? "₹" : ""}${rupees}${fraction}`;
}
