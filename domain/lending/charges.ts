import { divideRoundHalfUp, scaleDecimalText } from "@domain/money/decimal";
import { RATE_PLACES } from "./periodic-rate";

/** Who a charge is for (the KFS splits fees "to the RE" and "to third parties via the RE"). */
export const CHARGE_PAYEES = ["LENDER", "THIRD_PARTY"] as const;
export type ChargePayee = (typeof CHARGE_PAYEES)[number];

/** GST on a processing fee unless a lender's terms say otherwise. */
export const DEFAULT_FEE_GST_PERCENT = "18";

export interface OtherCharge {
  label: string;
  amountPaise: number;
  payableTo: ChargePayee;
}

export interface UpfrontCharges {
  processingFeePaise: number;
  feeGstPaise: number;
  toLenderPaise: number;
  toThirdPartiesPaise: number;
  /** Everything deducted before the borrower receives the money. */
  totalPaise: number;
}

const PERCENT_UNIT = 10n ** BigInt(RATE_PLACES + 2);

/** A percentage of an amount, rounded half up to the paisa; undefined when the text is not a percentage. */
export function percentOf(amountPaise: number, percentText: string): number | undefined {
  const units = scaleDecimalText(percentText.trim(), RATE_PLACES);
  if (typeof units === "string" || units < 0n) return undefined;
  return Number(divideRoundHalfUp(BigInt(amountPaise) * units, PERCENT_UNIT));
}

/**
 * The charges taken out of the loan before disbursal (RBI: APR includes third-party charges collected by the
 * RE, and GST on fees is part of the cash flow): the processing fee, rounded once; GST on that rounded fee,
 * rounded once; and every other charge, whether the lender keeps it or passes it on to a third party.
 */
export function upfrontCharges(
  loanAmountPaise: number,
  processingFeePercent: string,
  feeGstPercent: string,
  others: readonly OtherCharge[],
): UpfrontCharges | undefined {
  const processingFeePaise = percentOf(loanAmountPaise, processingFeePercent);
  const feeGstPaise =
    processingFeePaise === undefined ? undefined : percentOf(processingFeePaise, feeGstPercent);
  if (processingFeePaise === undefined || feeGstPaise === undefined) return undefined;
  let toLenderPaise = 0;
  let toThirdPartiesPaise = 0;
  for (const charge of others) {
    if (charge.payableTo === "LENDER") toLenderPaise += charge.amountPaise;
    else toThirdPartiesPaise += charge.amountPaise;
  }
  const totalPaise = processingFeePaise + feeGstPaise + toLenderPaise + toThirdPartiesPaise;
  return { processingFeePaise, feeGstPaise, toLenderPaise, toThirdPartiesPaise, totalPaise };
}
