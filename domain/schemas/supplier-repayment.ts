import { z } from "zod";
import { selectedId } from "./choice-fields";
import type { DateBounds } from "./date-fields";
import { documentFile } from "./file-fields";
import { percentText, rupeeAmount } from "./number-fields";
import { invoiceDate, paymentDate, paymentNotBeforeInvoice, repaymentDuration } from "./repayment-fields";
import { requiredText } from "./text-fields";

const notBeforeInvoice = paymentNotBeforeInvoice("Invoice_Date", "Payment_Date", "Payment Date");

/**
 * Supplier repayment entry. The payment date lies between `minDate` and `today`, so the schema is built per
 * form from those two ISO dates (the portal from its clock, the server from its own; both in IST).
 * Interest_Rate is read-only on screen (it comes from the programme) but is part of the values.
 */
export const supplierRepaymentSchema = ({ minDate, today }: DateBounds) =>
  z
    .object({
      supplier: selectedId("Supplier"),
      Invoice_Amount: rupeeAmount("Invoice Amount"),
      Invoice_Date: invoiceDate("Invoice Date", today),
      Repayment_Duration: repaymentDuration("Repayment Duration"),
      Payment_Date: paymentDate("Payment Date", { minDate, today }),
      Interest_Rate: percentText("Interest Rate"),
      invoice_number: requiredText("Invoice Number", { max: 50 }),
      Actual_Payment_Amount: rupeeAmount("Actual Payment Amount"),
      Upload_Invoice: documentFile("Invoice Document"),
    })
    .refine(notBeforeInvoice.check, notBeforeInvoice.params);
export type SupplierRepaymentSchema = ReturnType<typeof supplierRepaymentSchema>;
export type SupplierRepaymentInput = z.input<SupplierRepaymentSchema>;
export type SupplierRepaymentValues = z.output<SupplierRepaymentSchema>;
