import { INTEREST_CALCULATION_BASES, PAYMENT_TIMINGS, REPAYMENT_FREQUENCIES } from "@domain/enums/finance";
import { CHARGE_PAYEES, DEFAULT_FEE_GST_PERCENT } from "@domain/lending/charges";
import type { LoanCalculation } from "@domain/lending/loan-calculator";
import { MAX_TENURE_MONTHS } from "@domain/lending/periods";
import { oneOf } from "@domain/schemas/choice-fields";
import { optionalIsoDate } from "@domain/schemas/date-fields";
import { atMost } from "@domain/schemas/form-messages";
import { countText, optionalNumeric, percentText, rupeeAmount } from "@domain/schemas/number-fields";
import { requiredText } from "@domain/schemas/text-fields";
import { z } from "zod";

/** More charges than a KFS has lines for is not a loan but a request to be slow. */
export const MAX_OTHER_CHARGES = 20;

const otherChargeSchema = z.object({
  label: requiredText("Charge", { max: 50 }),
  amount: rupeeAmount("Charge Amount", { maxLength: 10 }),
  payableTo: oneOf(CHARGE_PAYEES),
});

/**
 * `POST /user/kfs/calculate`: the loan/KFS form's terms, with the spec's length rules (amount up to 10
 * characters, tenure in months up to 5, fee and interest up to 5). Amounts and rates are decimal text.
 */
export const kfsCalculatorRequestSchema = z.object({
  loanAmount: rupeeAmount("Loan Amount", { maxLength: 10 }),
  interestRateKfs: percentText("Interest Rate", { maxLength: 5 }),
  /** The period the interest rate is quoted for (the form's rateCalDuration); a year unless said. */
  rateCalDuration: oneOf(INTEREST_CALCULATION_BASES).optional(),
  loanTenure: countText("Loan Tenure", { maxLength: 5 }).pipe(
    z.number().max(MAX_TENURE_MONTHS, atMost("Loan Tenure", MAX_TENURE_MONTHS)),
  ),
  repaymentFrequency: oneOf(REPAYMENT_FREQUENCIES),
  processingFeeKfs: percentText("Processing Fee", { maxLength: 5 }),
  feeGstPercent: optionalNumeric(percentText("GST on Fee", { maxLength: 5 })).transform(
    (value) => value ?? DEFAULT_FEE_GST_PERCENT,
  ),
  otherCharges: z
    .array(otherChargeSchema, { error: "Other Charges must be a list" })
    .max(MAX_OTHER_CHARGES, `Other Charges cannot have more than ${MAX_OTHER_CHARGES} lines`)
    .optional(),
  /** The day interest starts (the expected disbursal); today in India when absent. */
  disbursalDate: optionalIsoDate("Disbursal Date"),
  /**
   * The first instalment's date, after the disbursal; one period after it when absent. Any other date makes a
   * broken first period, charged for its actual days.
   */
  firstDueDate: optionalIsoDate("First Due Date"),
  /** END (in arrears) unless said; START (advance EMI): the first instalment on the disbursal date. */
  paymentTiming: oneOf(PAYMENT_TIMINGS, "EMI Timing must be END or START").optional(),
});
export type KfsCalculatorRequest = z.input<typeof kfsCalculatorRequestSchema>;
export type KfsCalculatorValues = z.output<typeof kfsCalculatorRequestSchema>;

const rupees = z.string().regex(/^-?\d+\.\d{2}$/);

export const kfsScheduleRowSchema = z.object({
  installment: z.number().int().positive(),
  dueDate: z.string(),
  emi: rupees,
  principal: rupees,
  interest: rupees,
  balance: rupees,
});
export type KfsScheduleRow = z.infer<typeof kfsScheduleRowSchema>;

/**
 * The KFS figures: amounts as rupees with two decimals, `apr` in percent with two decimals. `totalPayable` is
 * the sum of the instalments; the upfront charges (split to the lender and to third parties, as the KFS shows
 * them) are taken out of the loan, which is why `netDisbursed` is less than the amount; with EMIs in advance
 * the first instalment (the schedule's first row, due on the disbursal date) is taken out too.
 */
export const kfsCalculationSchema = z.object({
  emi: rupees,
  installments: z.number().int().positive(),
  totalInterest: rupees,
  processingFee: rupees,
  feeGst: rupees,
  chargesToLender: rupees,
  chargesToThirdParties: rupees,
  netDisbursed: rupees,
  totalPayable: rupees,
  apr: z.string().regex(/^\d+\.\d{2}$/),
  schedule: z.array(kfsScheduleRowSchema),
});
export type KfsCalculation = z.infer<typeof kfsCalculationSchema>;

/** Paise as rupee text with two decimals (123456 → "1234.56"), exact. */
export function rupeeText(paise: number): string {
  const magnitude = Math.abs(paise);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  return paise < 0 ? `-${text}` : text;
}

/** Hundredths as "17.84". */
const hundredthsText = (hundredths: number): string => rupeeText(hundredths);

export function kfsCalculationOf(loan: LoanCalculation): KfsCalculation {
  return {
    emi: rupeeText(loan.emiPaise),
    installments: loan.installments,
    totalInterest: rupeeText(loan.totalInterestPaise),
    processingFee: rupeeText(loan.charges.processingFeePaise),
    feeGst: rupeeText(loan.charges.feeGstPaise),
    chargesToLender: rupeeText(loan.charges.toLenderPaise),
    chargesToThirdParties: rupeeText(loan.charges.toThirdPartiesPaise),
    netDisbursed: rupeeText(loan.netDisbursedPaise),
    totalPayable: rupeeText(loan.totalPayablePaise),
    apr: hundredthsText(loan.aprHundredths),
    schedule: loan.schedule.map((row) => ({
      installment: row.installment,
      dueDate: row.dueDate,
      emi: rupeeText(row.amountPaise),
      principal: rupeeText(row.principalPaise),
      interest: rupeeText(row.interestPaise),
      balance: rupeeText(row.balancePaise),
    })),
  };
}
