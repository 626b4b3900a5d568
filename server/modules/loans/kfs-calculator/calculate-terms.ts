import type { KfsCalculatorValues } from "@domain/api/kfs-calculator";
import type { BusinessDate } from "@domain/dates/business-date";
import { calculateLoan, type LoanCalculation, type LoanTerm } from "@domain/lending/loan-calculator";
import { parseRupees } from "@domain/money/parse-rupees";
import { ApiProblem, badRequest, VALIDATION_FAILED } from "@server/http/errors";

/** The calculator's terms as the KFS calculator and the loan forms send them (same field names). */
export type CalculatorTerms = Omit<KfsCalculatorValues, "firstDueDate"> & { firstDueDate?: string | null };

/** The request field each term comes from, to name it in a 400. */
export type TermFields = Record<LoanTerm, string>;

/** The KFS calculator's fields. */
export const CALCULATOR_FIELDS: TermFields = {
  interestRatePercent: "interestRateKfs",
  tenureMonths: "loanTenure",
  processingFeePercent: "processingFeeKfs",
  feeGstPercent: "feeGstPercent",
  otherCharges: "otherCharges",
  firstDueDate: "firstDueDate",
  paymentTiming: "paymentTiming",
} satisfies Record<LoanTerm, keyof KfsCalculatorValues>;

/**
 * The KFS figures of form terms (`calculateLoan`), or a 400 naming the form's field for terms that make no
 * loan (`fields`: the caller's names of the terms), or a 422 when the APR cannot be computed. Interest runs
 * from the terms' disbursal date, else from `today`: India's business date, or the date the loan was (or is
 * to be) disbursed.
 */
export function calculateTerms(
  body: CalculatorTerms,
  today: BusinessDate,
  fields: TermFields = CALCULATOR_FIELDS,
): LoanCalculation {
  const outcome = calculateLoan({
    loanAmountPaise: parseRupees(body.loanAmount),
    interestRatePercent: body.interestRateKfs,
    rateBasis: body.rateCalDuration,
    tenureMonths: body.loanTenure,
    frequency: body.repaymentFrequency,
    processingFeePercent: body.processingFeeKfs,
    feeGstPercent: body.feeGstPercent,
    otherCharges: (body.otherCharges ?? []).map((charge) => ({
      label: charge.label,
      amountPaise: parseRupees(charge.amount),
      payableTo: charge.payableTo,
    })),
    disbursalDate: body.disbursalDate || undefined,
    firstDueDate: body.firstDueDate || undefined,
    paymentTiming: body.paymentTiming,
    today,
  });
  if (outcome.ok) return outcome.value;
  if (outcome.problem === "invalid-terms")
    throw badRequest(VALIDATION_FAILED, [{ field: fields[outcome.term], message: outcome.message }]);
  throw new ApiProblem(422, outcome.message);
}
