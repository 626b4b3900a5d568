import { divideRoundHalfUp, scaleDecimalNumber } from "@domain/money/decimal";
import { safeParseRupees } from "@domain/money/parse-rupees";

/** Enough places for any number written without an exponent (from 0.000001, with up to 17 digits). */
const QUANTITY_PLACES = 22;
const QUANTITY_UNIT = 10n ** BigInt(QUANTITY_PLACES);
const MAX_PAISE = BigInt(Number.MAX_SAFE_INTEGER);

/** Paise as plain rupee text with at most two decimals (12345 gives "123.45", 12340 "123.4"), digit by digit. */
function rupeeText(paise: bigint): string {
  const magnitude = paise < 0n ? -paise : paise;
  const cents = String(magnitude % 100n)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${paise < 0n ? "-" : ""}${magnitude / 100n}${cents === "" ? "" : `.${cents}`}`;
}

/**
 * A computed, read-only amount (total cost = area × cost per unit; sale price = units × rate), as rupee
 * text like the amount inputs ("1234.5"), rounded half up to the paisa; empty when an input is not valid.
 * The quantity is taken as its shortest decimal form (1.005 is exactly 1.005), so the product is exact.
 */
export function multiplyRupees(quantity: number | undefined, rupees: string | undefined): string {
  if (quantity === undefined || rupees === undefined) return "";
  const units = scaleDecimalNumber(quantity, QUANTITY_PLACES);
  const price = safeParseRupees(rupees);
  if (typeof units === "string" || !price.valid) return "";
  const paise = divideRoundHalfUp(units * BigInt(price.value), QUANTITY_UNIT);
  return paise > MAX_PAISE || paise < -MAX_PAISE ? "" : rupeeText(paise);
}
