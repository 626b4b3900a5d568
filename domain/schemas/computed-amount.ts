import { paiseToRupees } from "@domain/money/paise";
import { safeParseRupees } from "@domain/money/parse-rupees";

/**
 * A computed, read-only amount (total cost = area × cost per unit; sale price = units × rate), as rupee
 * text like the amount inputs ("1234.5"), rounded half up to the paisa; empty when an input is not valid.
 */
export function multiplyRupees(quantity: number | undefined, rupees: string | undefined): string {
  if (quantity === undefined || rupees === undefined || !Number.isFinite(quantity)) return "";
  const price = safeParseRupees(rupees);
  if (!price.valid) return "";
  return String(paiseToRupees(Math.round(price.value * quantity)));
}
