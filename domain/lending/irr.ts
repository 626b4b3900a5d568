/**
 * Internal rate of return of cash flows a period apart (flow 0 now, flow 1 at the end of the first period,
 * each later flow one period after the one before), by Newton's method kept inside a bracket where the NPV
 * changes sign: a step that leaves the bracket, or a flat derivative, becomes a bisection, so it always
 * converges once a bracket is found (as `rtsafe` does). The first period may be broken: `firstPeriod` is its
 * length in periods (1 unless said), and each flow k ≥ 1 is discounted over `firstPeriod + k − 1` periods.
 */
export type IrrResult =
  { converged: true; rate: number; iterations: number } | { converged: false; reason: string };

export const IRR_NO_SIGN_CHANGE = "The cash flows have no rate at which they balance";
export const IRR_NO_CONVERGENCE = "The rate did not settle within the allowed steps";

const MAX_ITERATIONS = 200;
const HIGHEST_RATE = 1e6;

/** The discount over the first period: (1+r)^−firstPeriod, exactly 1/(1+r) for a whole first period. */
const firstDiscount = (discount: number, firstPeriod: number): number =>
  firstPeriod === 1 ? discount : discount ** firstPeriod;

/** Net present value at a periodic rate above −100 %. */
export function npv(rate: number, flows: readonly number[], firstPeriod = 1): number {
  const discount = 1 / (1 + rate);
  const first = firstDiscount(discount, firstPeriod);
  let factor = 1;
  let total = 0;
  for (let k = 0; k < flows.length; k += 1) {
    total += (flows[k] as number) * factor;
    factor *= k === 0 ? first : discount;
  }
  return total;
}

/** The NPV and its derivative by the rate, in one pass: d/dr (1+r)^−t = −t·(1+r)^−t/(1+r). */
function npvAndSlope(rate: number, flows: readonly number[], firstPeriod: number): [number, number] {
  const discount = 1 / (1 + rate);
  const first = firstDiscount(discount, firstPeriod);
  let factor = 1;
  let value = 0;
  let slope = 0;
  for (let k = 0; k < flows.length; k += 1) {
    const flow = flows[k] as number;
    const time = k === 0 ? 0 : firstPeriod + k - 1;
    value += flow * factor;
    slope -= time * flow * factor * discount;
    factor *= k === 0 ? first : discount;
  }
  return [value, slope];
}

const finite = (value: number) => Number.isFinite(value);

/** A rate on the other side of zero NPV from rate 0, searching up to 1e6 and down towards −100 %. */
function bracket(
  flows: readonly number[],
  firstPeriod: number,
  atZero: number,
): [low: number, high: number] | undefined {
  for (let high = 1e-3; high <= HIGHEST_RATE; high *= 4) {
    const value = npv(high, flows, firstPeriod);
    if (finite(value) && Math.sign(value) !== Math.sign(atZero)) return [0, high];
  }
  for (let gap = 0.5; gap > 1e-12; gap /= 2) {
    const value = npv(gap - 1, flows, firstPeriod);
    if (finite(value) && Math.sign(value) !== Math.sign(atZero)) return [gap - 1, 0];
  }
  return undefined;
}

export function irr(flows: readonly number[], guess = 0.01, firstPeriod = 1): IrrResult {
  if (flows.length < 2 || !flows.every(finite) || !(firstPeriod > 0 && finite(firstPeriod)))
    return { converged: false, reason: IRR_NO_SIGN_CHANGE };
  const atZero = npv(0, flows, firstPeriod);
  if (atZero === 0) return { converged: true, rate: 0, iterations: 0 };
  const found = bracket(flows, firstPeriod, atZero);
  if (!found) return { converged: false, reason: IRR_NO_SIGN_CHANGE };
  let [low, high] = found;
  // Rate 0 is one end of the bracket; the NPV has the other sign at the other end.
  const lowSign = low === 0 ? Math.sign(atZero) : -Math.sign(atZero);
  let rate = guess > low && guess < high ? guess : (low + high) / 2;
  for (let iteration = 1; iteration <= MAX_ITERATIONS; iteration += 1) {
    const [value, slope] = npvAndSlope(rate, flows, firstPeriod);
    if (value === 0) return { converged: true, rate, iterations: iteration };
    if (Math.sign(value) === lowSign) low = rate;
    else high = rate;
    let next = rate - value / slope;
    if (!finite(next) || next <= low || next >= high) next = (low + high) / 2;
    if (Math.abs(next - rate) <= 1e-15 * Math.max(1, Math.abs(rate)) || high - low <= 1e-15)
      return { converged: true, rate: next, iterations: iteration };
    rate = next;
  }
  return { converged: false, reason: IRR_NO_CONVERGENCE };
}
