import { isBusinessDate } from "@domain/dates/business-date";
import { REPAYMENT_ENTRY_DURATION_DAYS } from "@domain/enums/finance";
import { z } from "zod";
import { numericOneOf } from "./choice-fields";
import { boundedIsoDate, isoDate, type DateBounds } from "./date-fields";
import { notAfterToday, required } from "./form-messages";

/** The repayment-entry forms offer 30 days only. */
export const repaymentDuration = (label: string) =>
  numericOneOf(REPAYMENT_ENTRY_DURATION_DAYS, `${label} must be 30 days`, required(label));

/** An invoice date: a real date, and not in the future. */
export const invoiceDate = (label: string, today: string) =>
  isoDate(label).pipe(z.string().refine((value) => value <= today, notAfterToday(label)));

/** The payment date: between the form's minimum date and today (spec section 5). */
export const paymentDate = (label: string, bounds: DateBounds) => boundedIsoDate(label, bounds);

/**
 * "Payment date on or after invoice date", checked on the whole form (so it runs even while another field is
 * still being fixed) and reported under the payment date.
 */
export const paymentNotBeforeInvoice = <I extends string, P extends string>(
  invoiceField: I,
  paymentField: P,
  paymentLabel: string,
) => ({
  check: (values: Partial<Record<I | P, string>>) => {
    const invoice = values[invoiceField];
    const payment = values[paymentField];
    return invoice === undefined || payment === undefined || payment >= invoice;
  },
  params: {
    path: [paymentField],
    error: `${paymentLabel} cannot be before the invoice date`,
    when: (payload: z.core.ParsePayload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return isBusinessDate(value?.[invoiceField]) && isBusinessDate(value?.[paymentField]);
    },
  },
});
