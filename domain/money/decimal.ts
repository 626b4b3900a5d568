/**
 * Exact decimal reading: turns a decimal number into an integer count of 10^-places units, so that
 * money and percentages are computed with integers and rounded once, never summed as floats.
 */
export type DecimalProblem = "not-a-number" | "too-many-decimals";

const PLAIN_DECIMAL = /^(-)?(\d*)(?:\.(\d+))?$/;

/** Reads plain decimal text (`-12.5`, `.25`, `3`) as a BigInt of 10^-places units. */
export function scaleDecimalText(text: string, places: number): bigint | DecimalProblem {
  const match = PLAIN_DECIMAL.exec(text);
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (!match || (whole === "" && fraction === "")) return "not-a-number";
  if (fraction.length > places) {
    // Trailing zeros past the allowed places change nothing ("12.500" is 12.50).
    if (/[^0]/.test(fraction.slice(places))) return "too-many-decimals";
  }
  const digits = (whole === "" ? "0" : whole) + fraction.slice(0, places).padEnd(places, "0");
  const scaled = BigInt(digits);
  return match[1] ? -scaled : scaled;
}

/**
 * Reads a JavaScript number by its shortest decimal form (`String(3.54)` is "3.54", so 3.54 is taken
 * as exactly 3.54). Numbers written in exponent form are either tiny (too many decimals) or huge.
 */
export function scaleDecimalNumber(value: number, places: number): bigint | DecimalProblem {
  if (!Number.isFinite(value)) return "not-a-number";
  const text = String(value);
  if (/e/i.test(text))
    return Math.abs(value) < 1 ? "too-many-decimals" : BigInt(value) * 10n ** BigInt(places);
  return scaleDecimalText(text, places);
}

/** Division rounded half away from zero (0.5 → 1, -0.5 → -1), for a positive divisor. */
export function divideRoundHalfUp(numerator: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError("Divisor must be positive");
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + divisor) / (2n * divisor);
  return numerator < 0n ? -rounded : rounded;
}
