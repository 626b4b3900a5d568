import { daysBetween, type BusinessDate } from "@domain/dates/business-date";
import { percentOf } from "@domain/lending/charges";
import { RATE_PLACES } from "@domain/lending/periodic-rate";
import { divideRoundHalfUp, scaleDecimalText } from "@domain/money/decimal";
import { NACH_RETURNS, type NachReturnCode } from "./nach-return-codes";

/**
 * Penal charges under RBI's 2023 rule (domain.md section 2): a charge of its own (`emi_charges`), never
 * interest added to the rate, never added to the interest base and never capitalised, so nothing here
 * ever takes a penal amount as its base. A WAIVER line is negative: penal forgiven, never collected.
 */
export const PENAL_CHARGE_KINDS = ["BOUNCE", "OVERDUE", "WAIVER"] as const;
export type PenalChargeKind = (typeof PENAL_CHARGE_KINDS)[number];

/** Who bears a charge: the borrower, or the anchor for the programme's liability days (subvention). */
export const CHARGE_BEARERS = ["ANCHOR", "BORROWER"] as const;
export type ChargeBearer = (typeof CHARGE_BEARERS)[number];

/** ₹500 per bounced presentation, unless the lender's terms (its accepted KFS) say otherwise. */
export const BOUNCE_CHARGE_PAISE = 50_000;

/**
 * No GST on a bounce charge by default: CBIC Circular 178/10/2022-GST reads a fine for a dishonoured
 * instrument as a penalty, not consideration for a supply. A lender advised otherwise passes its rate.
 */
export const BOUNCE_CHARGE_GST_PERCENT = "0";

export interface BounceCharge {
  chargePaise: number;
  gstPaise: number;
  totalPaise: number;
}

export interface BounceChargeTerms {
  chargePaise?: number;
  gstPercent?: string;
}

const wholePaise = (paise: number, name: string): number => {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`${name} must be a whole number of paise, 0 or more, not ${paise}`);
  return paise;
};

const wholeDays = (days: number, name: string): number => {
  if (!Number.isSafeInteger(days) || days < 0)
    throw new RangeError(`${name} must be a whole number of days, 0 or more, not ${days}`);
  return days;
};

/**
 * The charge for one bounced presentation, or undefined when the return code is not of the borrower's
 * making (a presenter's error, a bank's network failure: `NACH_RETURNS[code].charge`). GST is rounded once.
 */
export function bounceChargeFor(
  code: NachReturnCode,
  { chargePaise = BOUNCE_CHARGE_PAISE, gstPercent = BOUNCE_CHARGE_GST_PERCENT }: BounceChargeTerms = {},
): BounceCharge | undefined {
  if (!NACH_RETURNS[code].charge) return undefined;
  wholePaise(chargePaise, "A bounce charge");
  const gstPaise = percentOf(chargePaise, gstPercent);
  if (gstPaise === undefined)
    throw new RangeError(`GST on a bounce charge must be a percentage, not "${gstPercent}"`);
  return { chargePaise, gstPaise, totalPaise: chargePaise + gstPaise };
}

/**
 * Overdue days `fromDay + 1` to `toDay` (day k is the k-th day after the due date) split between the
 * anchor, who bears days 1 to `liabilityDays` (the programme's liability interest days, or the anchor
 * settings' subvention liability days), and the borrower, who bears the rest.
 */
export function splitOverdueDays(
  toDay: number,
  liabilityDays: number,
  fromDay = 0,
): Record<ChargeBearer, number> {
  wholeDays(toDay, "Overdue days");
  wholeDays(liabilityDays, "Liability days");
  wholeDays(fromDay, "Days already counted");
  const days = Math.max(0, toDay - fromDay);
  const ANCHOR = Math.min(days, Math.max(0, liabilityDays - fromDay));
  return { ANCHOR, BORROWER: days - ANCHOR };
}

/**
 * Days of penal charge on a due still unpaid at the end of `asOf`: none until its grace days have passed,
 * then every day after the due date (Frappe Lending: the grace defers the charge, it does not shorten it).
 */
export function penalDays(dueDate: BusinessDate, asOf: BusinessDate, graceDays: number): number {
  const overdue = daysBetween(dueDate, asOf);
  return overdue > wholeDays(graceDays, "Grace days") ? overdue : 0;
}

export interface OverduePenalInput {
  /** What is overdue of the due's principal and interest, in paise; penal charges never join this base. */
  overduePrincipalPaise: number;
  overdueInterestPaise: number;
  /** The loan's penal rate, in percent a year, as decimal text (`loans.penal_interest_percent`). */
  penalRatePercent: string;
  dueDate: BusinessDate;
  asOf: BusinessDate;
  graceDays: number;
  /** The date penal was last charged up to on this due, if it was: this charge covers the days after it. */
  chargedUpTo?: BusinessDate;
  /** Liability days under subvention: the anchor bears the penal of overdue days 1 to N. 0 when none. */
  liabilityDays?: number;
}

export interface PenalShare {
  days: number;
  penalPaise: number;
}

export interface OverduePenal extends PenalShare {
  byBearer: Record<ChargeBearer, PenalShare>;
}

const NO_PENAL: OverduePenal = {
  days: 0,
  penalPaise: 0,
  byBearer: { ANCHOR: { days: 0, penalPaise: 0 }, BORROWER: { days: 0, penalPaise: 0 } },
};

/**
 * The overdue penal charge of one due (Frappe Lending's rule, domain.md section 8): overdue principal and
 * interest × penal rate % a year × days ÷ 36500, rounded once, half up, to the paisa. Its anchor share is
 * rounded once too and the borrower's is the rest, so the two always add up to the charge.
 */
export function overduePenal(input: OverduePenalInput): OverduePenal {
  const base =
    wholePaise(input.overduePrincipalPaise, "Overdue principal") +
    wholePaise(input.overdueInterestPaise, "Overdue interest");
  const rate = scaleDecimalText(input.penalRatePercent.trim(), RATE_PLACES);
  if (typeof rate === "string" || rate < 0n)
    throw new RangeError(`A penal rate must be a percentage, not "${input.penalRatePercent}"`);
  const toDay = penalDays(input.dueDate, input.asOf, input.graceDays);
  const fromDay =
    input.chargedUpTo === undefined ? 0 : Math.max(0, daysBetween(input.dueDate, input.chargedUpTo));
  const days = splitOverdueDays(Math.max(toDay, fromDay), input.liabilityDays ?? 0, fromDay);
  if (days.ANCHOR + days.BORROWER === 0) return NO_PENAL;
  const penalFor = (count: number) =>
    Number(divideRoundHalfUp(BigInt(base) * rate * BigInt(count), 36_500n * 10n ** BigInt(RATE_PLACES)));
  const penalPaise = penalFor(days.ANCHOR + days.BORROWER);
  const anchorPaise = penalFor(days.ANCHOR);
  return {
    days: days.ANCHOR + days.BORROWER,
    penalPaise,
    byBearer: {
      ANCHOR: { days: days.ANCHOR, penalPaise: anchorPaise },
      BORROWER: { days: days.BORROWER, penalPaise: penalPaise - anchorPaise },
    },
  };
}
