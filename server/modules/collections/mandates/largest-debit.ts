import type { BusinessDate } from "@domain/dates/business-date";
import { storedCalculation } from "@server/modules/loans/loans/loan-form";
import type { LoanRow } from "@server/modules/loans/loans/loan-transition";

/**
 * The largest debit a loan's mandate will present: the largest instalment of its schedule (the last absorbs
 * the rounding, a broken first period may be longer), counted from its disbursal, else from `today`.
 */
export const largestDebitPaise = (loan: LoanRow, today: BusinessDate): number =>
  Math.max(...storedCalculation(loan, loan.disbursedOn ?? today).schedule.map((row) => row.amountPaise));
