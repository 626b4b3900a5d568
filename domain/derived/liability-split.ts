import { divideRoundHalfUp } from "@domain/money/decimal";
import { assertWholePaise, PERCENT_SCALE, scalePercent } from "./percent";

export interface LiabilitySplitInput {
  principalPaise: number;
  /** Interest rate in percent per year, actual/365. */
  ratePercent: number;
  tenureDays: number;
  /** The programme's liability days N: the anchor bears interest for days 1 to N. */
  liabilityDays: number;
}

export interface LiabilitySplit {
  anchorDays: number;
  borrowerDays: number;
  /** The tranche's interest for its whole tenure, in paise. */
  interestPaise: number;
  /** Interest the anchor pays (its own due, billed to the anchor), in paise. */
  anchorInterestPaise: number;
  /** Interest the borrower pays: the rest, for day N + 1 to the due date, in paise. */
  borrowerInterestPaise: number;
}

const wholeDays = (value: number, name: string): number => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number of days, 0 or more`);
  return value;
};

/**
 * Splits simple interest on a tranche between anchor and borrower by liability days (domain.md §5): the
 * tranche's interest is principal × rate × tenure / 365 and the anchor's principal × rate × N / 365, each
 * rounded half up to the paisa once; the borrower's is the rest, so the two add up to the tranche's interest.
 * ₹90,000 at 18% for 60 days with N = 30: ₹2,663.01 in all, ₹1,331.51 the anchor's, ₹1,331.50 the borrower's.
 */
export function liabilitySplit(input: LiabilitySplitInput): LiabilitySplit {
  const principal = assertWholePaise(input.principalPaise, "Principal");
  const rate = scalePercent(input.ratePercent, "Interest rate", 1000);
  const tenure = wholeDays(input.tenureDays, "Tenure");
  const anchorDays = Math.min(wholeDays(input.liabilityDays, "Liability days"), tenure);
  const borrowerDays = tenure - anchorDays;
  const interest = (days: number): number =>
    Number(divideRoundHalfUp(principal * rate * BigInt(days), 100n * PERCENT_SCALE * 365n));
  const interestPaise = interest(tenure);
  const anchorInterestPaise = interest(anchorDays);
  return {
    anchorDays,
    borrowerDays,
    interestPaise,
    anchorInterestPaise,
    borrowerInterestPaise: interestPaise - anchorInterestPaise,
  };
}
