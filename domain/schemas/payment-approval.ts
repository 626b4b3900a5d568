import { REJECT_REASONS } from "@domain/enums/reasons";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { isoDate } from "./date-fields";
import { required } from "./form-messages";
import { utrField } from "./identifier-fields";
import { rupeeAmount } from "./number-fields";
import { optionalText, requiredText } from "./text-fields";

/** Payment approval: the invoice's supplier, amount and dates, reviewed above the invoice table. */
export const paymentApprovalSchema = z.object({
  Supplier_Name: requiredText("Supplier Name", { max: 50 }),
  Invoice_Amount: rupeeAmount("Invoice Amount"),
  Invoice_Date: isoDate("Invoice Date"),
  Payment_Date: isoDate("Payment Date"),
});
export type PaymentApprovalInput = z.input<typeof paymentApprovalSchema>;
export type PaymentApprovalValues = z.output<typeof paymentApprovalSchema>;

/** The UTR-entry variant: the same fields, read-only on screen, plus the disbursement's UTR. */
export const paymentApprovalUtrSchema = paymentApprovalSchema.extend({
  utrNumber: utrField("UTR number"),
});
export type PaymentApprovalUtrInput = z.input<typeof paymentApprovalUtrSchema>;
export type PaymentApprovalUtrValues = z.output<typeof paymentApprovalUtrSchema>;

/** Reject: one of the spec's reasons (`Reason`, the select) and optional free text (`reason`, the textarea). */
export const rejectReasonSchema = z.object({
  Reason: oneOf(REJECT_REASONS, required("Reason")),
  reason: optionalText("Reason", { max: 500 }),
});
export type RejectReasonInput = z.input<typeof rejectReasonSchema>;
export type RejectReasonValues = z.output<typeof rejectReasonSchema>;
