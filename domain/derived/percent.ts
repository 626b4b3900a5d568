import { scaleDecimalNumber } from "@domain/money/decimal";

/** Percentages are read exactly to 4 decimal places (3.54 % is 35 400 units of 0.0001 %). */
export const PERCENT_PLACES = 4;
export const PERCENT_SCALE = 10n ** BigInt(PERCENT_PLACES);

/** A percentage in units of 0.0001 %, validated to lie between 0 and `max`. */
export function scalePercent(value: number, name: string, max = 100): bigint {
  const scaled = scaleDecimalNumber(value, PERCENT_PLACES);
  if (scaled === "not-a-number") throw new RangeError(`${name} must be a number`);
  if (scaled === "too-many-decimals") {
    throw new RangeError(`${name} can have at most ${PERCENT_PLACES} decimal places`);
  }
  if (scaled < 0n || scaled > BigInt(max) * PERCENT_SCALE) {
    throw new RangeError(`${name} must be between 0 and ${max} percent`);
  }
  return scaled;
}

export function assertWholePaise(paise: number, name: string): bigint {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`${name} must be a whole number of paise, 0 or more`);
  return BigInt(paise);
}
