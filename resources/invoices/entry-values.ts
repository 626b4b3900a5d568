import type { InvoiceDetail } from "@domain/api/invoices";
import type { FileLike } from "@domain/schemas/file-fields";
import type { PartnerRepaymentInput } from "@domain/schemas/partner-repayment";
import type { SupplierRepaymentInput } from "@domain/schemas/supplier-repayment";

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * Stands for the document already stored with an invoice being edited, so the form's "document required"
 * rule holds; it is never sent (the server keeps the stored file unless a new one comes).
 */
export const storedDocument = (invoice: InvoiceDetail): FileLike | undefined =>
  invoice.hasDocument
    ? { name: invoice.documentName ?? "document", type: "application/pdf", size: 1 }
    : undefined;

export function supplierEntryValues(invoice: InvoiceDetail): Partial<SupplierRepaymentInput> {
  return {
    supplier: invoice.supplierId ?? "",
    Invoice_Amount: rupees(invoice.amountPaise),
    Invoice_Date: invoice.invoiceDate,
    Repayment_Duration: invoice.repaymentDurationDays,
    Payment_Date: invoice.paymentDate,
    Interest_Rate: invoice.interestRatePercent,
    invoice_number: invoice.invoiceNumber,
    Actual_Payment_Amount: rupees(invoice.actualPaymentPaise),
    Upload_Invoice: storedDocument(invoice),
  };
}

export function partnerEntryValues(invoice: InvoiceDetail): Partial<PartnerRepaymentInput> {
  return {
    partner: invoice.partnerId ?? "",
    Invoice_Amount_Partner: rupees(invoice.amountPaise),
    Invoice_Date_partner: invoice.invoiceDate,
    Payment_Date_partner: invoice.paymentDate,
    Interest_Rate_partner: invoice.interestRatePercent,
    invoice_number_partner: invoice.invoiceNumber,
    Actual_Payment_Amount_partner: rupees(invoice.actualPaymentPaise),
    TDS_Applicable_partner: invoice.tdsPercent ?? undefined,
    Repayment_Duration_partner: invoice.repaymentDurationDays,
    Upload_Invoice_partner: storedDocument(invoice),
  };
}

/**
 * What the create or update call sends: the entry's type, a newly chosen file only, and the version on edit.
 * Typed as the form's values because Refine's `onFinish` takes those; the extra keys travel as form fields.
 */
export function entryVariables<T extends object>(
  values: T,
  documentField: keyof T & string,
  type: "SUPPLIER_INVOICE" | "PARTNER_INVOICE",
  invoice: InvoiceDetail | undefined,
): T {
  const variables: Record<string, unknown> = { ...values, type };
  if (!(variables[documentField] instanceof Blob)) delete variables[documentField];
  if (invoice) variables.version = invoice.version;
  return variables as T;
}
