import type { PaymentTiming } from "@domain/enums/finance";
import { divideRoundHalfUp } from "@domain/money/decimal";
import type { PeriodicRate } from "./periodic-rate";

/** Up to powers of about this size, computing them exactly is as fast as bounding them (measured). */
const EXACT_POWER_BITS = 2048;

/**
 * Fraction bits of the bounds on (1+r)^n: they pin the EMI to within 2^-70 of a paisa (any safe-integer
 * principal, up to 2,000 instalments).
 */
const FRACTION_BITS = 160n;
const ONE = 1n << FRACTION_BITS;

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * `base`^n in fixed point (units of 2^-FRACTION_BITS) by squaring, every product rounded down (or up when
 * `roundUp`), so a lower (upper) bound on the base gives a lower (upper) bound on its power.
 */
function boundedPower(base: bigint, n: number, roundUp: boolean): bigint {
  const carry = roundUp ? ONE - 1n : 0n;
  let result = ONE;
  let square = base;
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result = (result * square + carry) >> FRACTION_BITS;
    if (k > 1) square = (square * square + carry) >> FRACTION_BITS;
  }
  return result;
}

/**
 * The EMI for (1+r)^n between `low` and `high`, or undefined when the two bounds give different paise: then the
 * EMI is within 2^-70 of a paisa of a half (in practice, exactly a half) and only exact powers can tell.
 */
function boundedEmi(emiAt: (grown: bigint, start: bigint) => bigint, low: bigint, high: bigint) {
  if (low <= ONE) return undefined;
  const atMost = emiAt(low, ONE);
  return emiAt(high, ONE) === atMost ? Number(atMost) : undefined;
}

/**
 * EMI on a reducing balance, P·r / (1 − (1+r)^−n), rounded half up to the paisa once; P ÷ n at a zero rate.
 * With r = a/b in lowest terms that is exactly P·a·(b+a)^n / (b·((b+a)^n − b^n)). Paid in advance (`START`,
 * each instalment a period earlier) it is that ÷ (1+r): the divisor's b becomes b+a. Past EXACT_POWER_BITS those
 * powers get slow (70,000 bits and 1 ms at 2,000 daily instalments), so bounds on (1+r)^n, which the EMI
 * decreases with, are tried first: when both give the same paisa, that is the answer.
 */
export function emiPaise(
  principalPaise: number,
  rate: PeriodicRate,
  installments: number,
  timing: PaymentTiming = "END",
): number {
  const principal = BigInt(principalPaise);
  if (rate.numerator === 0n) return Number(divideRoundHalfUp(principal, BigInt(installments)));
  const common = greatestCommonDivisor(rate.numerator, rate.denominator);
  const a = rate.numerator / common;
  const b = rate.denominator / common;
  const divisor = timing === "START" ? b + a : b;
  const emiAt = (grown: bigint, start: bigint) =>
    divideRoundHalfUp(principal * a * grown, divisor * (grown - start));
  if (installments * (b + a).toString(2).length > EXACT_POWER_BITS) {
    const scaledBase = (b + a) * ONE;
    const low = boundedPower(scaledBase / b, installments, false);
    const high = boundedPower((scaledBase + b - 1n) / b, installments, true);
    const emi = boundedEmi(emiAt, low, high);
    if (emi !== undefined) return emi;
  }
  const n = BigInt(installments);
  return Number(emiAt((b + a) ** n, b ** n));
}
