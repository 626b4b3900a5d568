import type { BusinessDate } from "@domain/dates/business-date";
import type { InterestCalculationBasis, PaymentTiming, RepaymentFrequency } from "@domain/enums/finance";
import { annualPercentageRate } from "./apr";
import { DEFAULT_FEE_GST_PERCENT, upfrontCharges, type OtherCharge, type UpfrontCharges } from "./charges";
import { advanceFirstPeriod, firstPeriod } from "./first-period";
import { periodicRate } from "./periodic-rate";
import { MAX_INSTALMENTS, PERIOD_STEPS, periodsPerYear, repaymentPlan } from "./periods";
import { buildSchedule, type ScheduleRow } from "./schedule";

export interface LoanTerms {
  loanAmountPaise: number;
  /** Decimal text, in percent per `rateBasis` (a year unless said otherwise). */
  interestRatePercent: string;
  rateBasis?: InterestCalculationBasis;
  tenureMonths: number;
  frequency: RepaymentFrequency;
  processingFeePercent: string;
  feeGstPercent?: string;
  otherCharges?: readonly OtherCharge[];
  /** The day interest starts (the actual or expected disbursal); defaults to `today`. */
  disbursalDate?: BusinessDate;
  /**
   * Defaults to one period after the disbursal (for ADHOC, the end of the tenure); any other date after the
   * disbursal makes a broken first period, charged for its actual days. Refused with EMIs in advance.
   */
  firstDueDate?: BusinessDate;
  /**
   * END (default): each instalment at the end of its period. START (advance EMI): the first on the disbursal
   * date, the others a period apart from it; the first is collected at disbursal, out of the amount paid out.
   */
  paymentTiming?: PaymentTiming;
  today: BusinessDate;
}

export interface LoanCalculation {
  emiPaise: number;
  installments: number;
  totalInterestPaise: number;
  charges: UpfrontCharges;
  /** What is paid out: the loan less the upfront charges and, with EMIs in advance, the first instalment. */
  netDisbursedPaise: number;
  /** The sum of the instalments: principal plus interest (the upfront charges are taken from the loan). */
  totalPayablePaise: number;
  /** The APR in percent, unrounded, and as disclosed (hundredths of a percent, rounded once). */
  aprPercent: number;
  aprHundredths: number;
  schedule: ScheduleRow[];
}

/** Which term a problem is with, named as `LoanTerms` names it. */
export type LoanTerm =
  | "interestRatePercent"
  | "tenureMonths"
  | "processingFeePercent"
  | "feeGstPercent"
  | "otherCharges"
  | "firstDueDate"
  | "paymentTiming";

export type LoanCalculationOutcome =
  | { ok: true; value: LoanCalculation }
  | { ok: false; problem: "invalid-terms"; term: LoanTerm; message: string }
  | { ok: false; problem: "apr-not-converged"; message: string };

export const LOAN_CALCULATOR_MESSAGES = {
  rate: "Interest Rate must be a number",
  fee: "Processing Fee must be a number",
  gst: "GST on Fee must be a number",
  wholePeriods: (months: number, name: string) =>
    `Loan Tenure must be a multiple of ${months} months for ${name} repayment`,
  tooManyInstallments: `Loan Tenure gives more than ${MAX_INSTALMENTS} instalments; choose a shorter tenure or less frequent repayment`,
  chargesTooHigh: "Fees and charges cannot add up to the loan amount or more",
  firstDueNotAfterDisbursal: "First Due Date must be after the disbursal date",
  firstDueWithAdvance:
    "First Due Date cannot be set with EMIs in advance: the first EMI is due on the disbursal date",
  advanceNeedsTwoInstalments: "EMIs in advance need at least 2 instalments",
  advanceTooHigh:
    "Fees, charges and the first EMI (collected at disbursal) cannot add up to the loan amount or more",
  aprNotConverged: "The APR cannot be computed for these terms; check the amount, rate, fee and charges",
} as const;

const FREQUENCY_NAMES: Record<RepaymentFrequency, string> = {
  DAILY: "daily",
  WEEKLY: "weekly",
  MONTHLY: "monthly",
  QUARTERLY: "quarterly",
  SEMIANNUALLY: "half-yearly",
  YEARLY: "yearly",
  ADHOC: "ad hoc",
};

const invalid = (term: LoanTerm, message: string): LoanCalculationOutcome => ({
  ok: false,
  problem: "invalid-terms",
  term,
  message,
});

/** The KFS figures of a loan: its schedule, upfront charges, net disbursed amount and APR. */
export function calculateLoan(terms: LoanTerms): LoanCalculationOutcome {
  const { frequency, tenureMonths, loanAmountPaise } = terms;
  const plan = repaymentPlan(frequency, tenureMonths);
  if (plan === "tenure-not-whole-periods") {
    const step = PERIOD_STEPS[frequency as Exclude<RepaymentFrequency, "ADHOC">];
    const months = "months" in step ? step.months : 1;
    return invalid("tenureMonths", LOAN_CALCULATOR_MESSAGES.wholePeriods(months, FREQUENCY_NAMES[frequency]));
  }
  if (plan === "too-many-installments")
    return invalid("tenureMonths", LOAN_CALCULATOR_MESSAGES.tooManyInstallments);
  const rate = periodicRate(terms.interestRatePercent, terms.rateBasis ?? "YEARLY", plan);
  if (!rate) return invalid("interestRatePercent", LOAN_CALCULATOR_MESSAGES.rate);
  const charges = upfrontCharges(
    loanAmountPaise,
    terms.processingFeePercent,
    terms.feeGstPercent ?? DEFAULT_FEE_GST_PERCENT,
    terms.otherCharges ?? [],
  );
  if (!charges) return invalid("processingFeePercent", LOAN_CALCULATOR_MESSAGES.fee);
  const afterChargesPaise = loanAmountPaise - charges.totalPaise;
  if (afterChargesPaise <= 0) {
    const term = (terms.otherCharges ?? []).length > 0 ? "otherCharges" : "processingFeePercent";
    return invalid(term, LOAN_CALCULATOR_MESSAGES.chargesTooHigh);
  }
  const advance = terms.paymentTiming === "START";
  const disbursalDate = terms.disbursalDate ?? terms.today;
  if (advance && terms.firstDueDate !== undefined)
    return invalid("firstDueDate", LOAN_CALCULATOR_MESSAGES.firstDueWithAdvance);
  if (advance && plan.installments < 2)
    return invalid("paymentTiming", LOAN_CALCULATOR_MESSAGES.advanceNeedsTwoInstalments);
  const first = advance
    ? advanceFirstPeriod(disbursalDate, rate)
    : firstPeriod(disbursalDate, terms.firstDueDate, plan, rate);
  if (!first) return invalid("firstDueDate", LOAN_CALCULATOR_MESSAGES.firstDueNotAfterDisbursal);
  const { emiPaise, rows } = buildSchedule(loanAmountPaise, rate, plan, first, terms.paymentTiming);
  const instalments = rows.map((row) => row.amountPaise);
  // The advance EMI is netted out of the payout at t = 0; the APR's flows are the rest of the instalments.
  const netDisbursedPaise = advance ? afterChargesPaise - (instalments.shift() as number) : afterChargesPaise;
  if (netDisbursedPaise <= 0) return invalid("processingFeePercent", LOAN_CALCULATOR_MESSAGES.advanceTooHigh);
  const apr = annualPercentageRate(
    netDisbursedPaise,
    instalments,
    periodsPerYear(plan),
    rate.value,
    first.periods,
  );
  if (!apr.converged)
    return { ok: false, problem: "apr-not-converged", message: LOAN_CALCULATOR_MESSAGES.aprNotConverged };
  let totalInterestPaise = 0;
  let totalPayablePaise = 0;
  for (const row of rows) {
    totalInterestPaise += row.interestPaise;
    totalPayablePaise += row.amountPaise;
  }
  return {
    ok: true,
    value: {
      emiPaise,
      installments: plan.installments,
      totalInterestPaise,
      charges,
      netDisbursedPaise,
      totalPayablePaise,
      aprPercent: apr.percent,
      aprHundredths: apr.hundredths,
      schedule: rows,
    },
  };
}
