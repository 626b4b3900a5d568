import { irr } from "./irr";

/** The APR as computed (percent, unrounded) and as disclosed (whole hundredths of a percent). */
export type AprResult =
  { converged: true; percent: number; hundredths: number } | { converged: false; reason: string };

/**
 * RBI's APR: the periodic IRR of (+net disbursed, −each instalment) times the periods in a year, nominal (not
 * compounded), in percent. The instalments fall on their actual dates: the first after `firstPeriod` periods
 * (1 unless the first period is broken), each later one a period after the one before. The disclosed figure
 * is rounded half up to two places, once, here.
 */
export function annualPercentageRate(
  netDisbursedPaise: number,
  instalmentsPaise: readonly number[],
  periodsPerYear: number,
  guess?: number,
  firstPeriod = 1,
): AprResult {
  const flows = [netDisbursedPaise, ...instalmentsPaise.map((amount) => -amount)];
  const found = irr(flows, guess, firstPeriod);
  if (!found.converged) return found;
  const percent = found.rate * periodsPerYear * 100;
  if (!Number.isFinite(percent)) return { converged: false, reason: "The APR is too large to state" };
  return { converged: true, percent, hundredths: Math.round(percent * 100) };
}
