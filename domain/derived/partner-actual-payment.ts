import { divideRoundHalfUp } from "@domain/money/decimal";
import { assertWholePaise, PERCENT_SCALE, scalePercent } from "./percent";

export interface PartnerActualPaymentInput {
  invoiceAmountPaise: number;
  /** TDS as a percent of the invoice amount (one of the partner TDS options, e.g. 3.54). */
  tdsPercent: number;
  /** Interest rate in percent per year; charged for 30 days on a 365-day year. */
  interestRatePercentPerYear: number;
}

export const PARTNER_INTEREST_DAYS = 30n;
export const DAYS_IN_YEAR = 365n;

/**
 * What the partner is actually paid: invoice amount − TDS − 30 days' interest, rounded once, half up,
 * to whole rupees. Returned in paise (always a multiple of 100). Everything is computed over one common
 * denominator with BigInt so no intermediate rounding creeps in.
 */
export function partnerActualPayment(input: PartnerActualPaymentInput): number {
  const amount = assertWholePaise(input.invoiceAmountPaise, "Invoice amount");
  const tds = scalePercent(input.tdsPercent, "TDS");
  const rate = scalePercent(input.interestRatePercentPerYear, "Interest rate", 1000);
  const hundredPercent = 100n * PERCENT_SCALE;
  // amount × (1 − tds/100 − rate/100 × 30/365), over the denominator 100% × 365.
  const numerator =
    amount * (hundredPercent * DAYS_IN_YEAR - tds * DAYS_IN_YEAR - rate * PARTNER_INTEREST_DAYS);
  const rupees = divideRoundHalfUp(numerator, hundredPercent * DAYS_IN_YEAR * 100n);
  return Number(rupees * 100n);
}
