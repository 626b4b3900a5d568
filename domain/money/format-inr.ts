import { groupIndian } from "./indian-grouping";
import { assertPaise } from "./paise";

export interface FormatInrOptions {
  /** Prefix `₹`. */
  currency?: boolean;
  /** Always show two decimals (`1,000.50`) instead of at most two (`1,000.5`). */
  fixed?: boolean;
}

/**
 * Formats paise as rupees with Indian grouping and at most two decimals: 123456789 gives `12,34,567.89`,
 * with `currency` `₹12,34,567.89`; negatives read `-₹1,234.5`. Written out by hand so the grouping does
 * not depend on the ICU data of the browser or Node build.
 */
export function formatInr(paise: number, options: FormatInrOptions = {}): string {
  assertPaise(paise);
  const magnitude = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(magnitude / 100)));
  const cents = String(magnitude % 100).padStart(2, "0");
  const fraction = options.fixed ? `.${cents}` : cents === "00" ? "" : `.${cents.replace(/0$/, "")}`;
  return `${paise < 0 ? "-" : ""}${options.currency ? "₹" : ""}${rupees}${fraction}`;
}
