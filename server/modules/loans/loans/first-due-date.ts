import type { BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import type { LoanCalculation } from "@domain/lending/loan-calculator";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import {
  CALCULATOR_FIELDS,
  calculateTerms,
  type CalculatorTerms,
  type TermFields,
} from "../kfs-calculator/calculate-terms";

/** The loan forms' field of the first due date, and its label. */
const FIELD = "emiDebitStarts";
const LABEL = "EMI Debit Start Date";

/** The loan forms' names of the calculator's terms: the first due date is the loan's `emiDebitStarts`. */
const LOAN_FORM_FIELDS: TermFields = { ...CALCULATOR_FIELDS, firstDueDate: FIELD };

/** The loan's first due date when it is on or before `day` (the first instalment would be due at once). */
const dueBy = (firstDueDate: string | null | undefined, day: BusinessDate): string | null =>
  firstDueDate && firstDueDate <= day ? firstDueDate : null;

/**
 * The figures of a loan's terms, interest running from `disbursalDate`; a 400 names the loan form's field.
 * Used for the loan page and EMIs; the save, the KFS and the disbursal check the first due date first.
 */
export const loanCalculation = (terms: CalculatorTerms, disbursalDate: BusinessDate): LoanCalculation =>
  calculateTerms(terms, disbursalDate, LOAN_FORM_FIELDS);

/**
 * The figures of terms saved `today`, the expected disbursal: a first due date on or before it is a 400 on
 * the form's field, in words.
 */
export function savedLoanCalculation(terms: CalculatorTerms, today: BusinessDate): LoanCalculation {
  if (dueBy(terms.firstDueDate, today))
    throw badRequest(VALIDATION_FAILED, [
      { field: FIELD, message: `${LABEL} must be after ${formatDate(today)}, the expected disbursal date` },
    ]);
  return loanCalculation(terms, today);
}

/** A 400 naming the field unless the loan's first due date is after `today`, the KFS's issue date. */
export function assertFirstDueAfterKfsIssue(firstDueDate: string | null, today: BusinessDate): void {
  const due = dueBy(firstDueDate, today);
  if (!due) return;
  const message = `The ${LABEL}, ${formatDate(due)}, must be after ${formatDate(today)}, the KFS's issue date; change it on the loan, then issue the KFS`;
  throw badRequest(message, [{ field: FIELD, message }]);
}

/**
 * Why the loan may not be disbursed `today` for its first due date, or null: a first instalment due by the
 * day of disbursal would be overdue at once, so the terms change and a new KFS and agreement are signed.
 */
export function firstDueRefusalAtDisbursal(firstDueDate: string | null, today: BusinessDate): string | null {
  const due = dueBy(firstDueDate, today);
  return due
    ? `The ${LABEL}, ${formatDate(due)}, is not after ${formatDate(today)}, the disbursal date; change it on the loan, then have the new KFS accepted and the agreement signed again`
    : null;
}
