import { partnerActualPayment } from "@domain/derived/partner-actual-payment";
import { PARTNER_REPAYMENT_TDS_OPTIONS } from "@domain/enums/finance";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees, safeParseRupees } from "@domain/money/parse-rupees";
import { z } from "zod";
import { numericOneOf, selectedId } from "./choice-fields";
import type { DateBounds } from "./date-fields";
import { documentFile } from "./file-fields";
import { required } from "./form-messages";
import { percentText, rupeeAmount } from "./number-fields";
import { invoiceDate, paymentDate, paymentNotBeforeInvoice, repaymentDuration } from "./repayment-fields";
import { requiredText } from "./text-fields";

const notBeforeInvoice = paymentNotBeforeInvoice(
  "Invoice_Date_partner",
  "Payment_Date_partner",
  "Payment Date",
);

type ActualPaymentFields = {
  Invoice_Amount_Partner: string;
  TDS_Applicable_partner: number;
  Interest_Rate_partner: string;
  Actual_Payment_Amount_partner: string;
};

/** The actual payment, in paise, that the `domain/` formula gives for the entered amount, TDS and rate. */
export const expectedPartnerPaymentPaise = (
  values: Omit<ActualPaymentFields, "Actual_Payment_Amount_partner">,
) =>
  partnerActualPayment({
    invoiceAmountPaise: parseRupees(values.Invoice_Amount_Partner),
    tdsPercent: values.TDS_Applicable_partner,
    interestRatePercentPerYear: Number(values.Interest_Rate_partner),
  });

/** Compares only once the amount, TDS, rate and actual payment are themselves valid (field rules come first). */
const checkActualPayment = (values: ActualPaymentFields, ctx: z.RefinementCtx) => {
  const amount = safeParseRupees(values.Invoice_Amount_Partner);
  const actual = safeParseRupees(values.Actual_Payment_Amount_partner);
  const tdsValid = (PARTNER_REPAYMENT_TDS_OPTIONS as readonly number[]).includes(
    values.TDS_Applicable_partner,
  );
  const rate = Number(values.Interest_Rate_partner);
  if (!amount.valid || !actual.valid || !tdsValid || !(rate >= 0 && rate <= 100)) return;
  const expected = expectedPartnerPaymentPaise(values);
  if (actual.value === expected) return;
  ctx.addIssue({
    code: "custom",
    path: ["Actual_Payment_Amount_partner"],
    message: `Actual Payment Amount should be ${formatInr(expected, { currency: true })}`,
  });
};

/**
 * Partner repayment entry: like the supplier's, plus TDS from the partner-repayment list (0, 1, 2, 3, 3.54,
 * 4, 5, 10). The actual payment is derived (amount − TDS − 30 days' interest, rounded) and shown read-only;
 * a value that disagrees with the formula is refused, so a client cannot send its own figure.
 */
export const partnerRepaymentSchema = ({ minDate, today }: DateBounds) =>
  z
    .object({
      partner: selectedId("Partner"),
      Invoice_Amount_Partner: rupeeAmount("Invoice Amount"),
      Invoice_Date_partner: invoiceDate("Invoice Date", today),
      Payment_Date_partner: paymentDate("Payment Date", { minDate, today }),
      Interest_Rate_partner: percentText("Interest Rate"),
      invoice_number_partner: requiredText("Invoice Number", { max: 50 }),
      Actual_Payment_Amount_partner: rupeeAmount("Actual Payment Amount"),
      TDS_Applicable_partner: numericOneOf(PARTNER_REPAYMENT_TDS_OPTIONS, required("TDS Applicable")),
      Repayment_Duration_partner: repaymentDuration("Repayment Duration"),
      Upload_Invoice_partner: documentFile("Invoice Document"),
    })
    .refine(notBeforeInvoice.check, notBeforeInvoice.params)
    .superRefine(checkActualPayment);
export type PartnerRepaymentSchema = ReturnType<typeof partnerRepaymentSchema>;
export type PartnerRepaymentInput = z.input<PartnerRepaymentSchema>;
export type PartnerRepaymentValues = z.output<PartnerRepaymentSchema>;
