import type { z } from "zod";
import type { FieldError } from "@domain/api/envelope";
import { repaymentDateBounds } from "@domain/api/invoices";
import { parseRupees, safeParseRupees } from "@domain/money/parse-rupees";
import { expectedPartnerPaymentPaise, partnerRepaymentSchema } from "@domain/schemas/partner-repayment";
import { supplierRepaymentSchema } from "@domain/schemas/supplier-repayment";
import { versionField } from "@domain/schemas/version-field";
import type { FileLike } from "@domain/schemas/file-fields";
import { PARTNER_REPAYMENT_TDS_OPTIONS } from "@domain/enums/finance";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import type { UploadedDocument } from "./invoice-upload";

/** The entry forms that create invoices; the type decides the form's field names. */
export const ENTRY_TYPES = ["SUPPLIER_INVOICE", "PARTNER_INVOICE"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const SUPPLIER_DOCUMENT_FIELD = "Upload_Invoice";
export const PARTNER_DOCUMENT_FIELD = "Upload_Invoice_partner";

/** What an entry form yields, before the counterparty is looked up. */
export type InvoiceEntry = {
  type: EntryType;
  counterpartyId: string;
  invoiceNumber: string;
  amountPaise: number;
  invoiceDate: string;
  paymentDate: string;
  repaymentDurationDays: number;
  tdsPercent: number | null;
  /** Supplier: as entered; partner: recomputed by the domain formula. */
  actualPaymentPaise: number;
};

export const fieldErrorsOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    message: issue.message,
  }));

const invalid = (errors: FieldError[]) => badRequest(VALIDATION_FAILED, errors);

/** The `version` field of a multipart form (text): a whole number ≥ 1, else 400. */
export function parseVersion(text: string | undefined): number {
  const result = versionField.safeParse(text);
  if (!result.success) throw invalid([{ field: "version", message: result.error.issues[0]?.message ?? "" }]);
  return result.data;
}

/** Stands in for a missing document so the other rules still run; such an invoice starts PreInitiated. */
const absentDocument: FileLike = { name: "pending.pdf", type: "application/pdf", size: 1 };
const fileLikeOf = (document: UploadedDocument | null): FileLike =>
  document ? { name: document.filename, type: document.mime, size: document.bytes.length } : absentDocument;

type EntryContext = { today: string; interestRatePercent: string; document: UploadedDocument | null };

/**
 * Validates an entry form with the `domain/` schema of its type (the spec's messages come back as field
 * errors). The interest rate is the programme's, whatever the client sent; the partner's actual payment is
 * computed here from the amount, TDS and rate, never taken from the client.
 */
export function parseInvoiceEntry(
  type: string,
  fields: Record<string, string>,
  context: EntryContext,
): InvoiceEntry {
  const bounds = repaymentDateBounds(context.today);
  const file = fileLikeOf(context.document);
  if (type === "SUPPLIER_INVOICE") {
    const input = { ...fields, Interest_Rate: context.interestRatePercent, Upload_Invoice: file };
    const result = supplierRepaymentSchema(bounds).safeParse(input);
    if (!result.success) throw invalid(fieldErrorsOf(result.error));
    const values = result.data;
    return {
      type,
      counterpartyId: values.supplier,
      invoiceNumber: values.invoice_number,
      amountPaise: parseRupees(values.Invoice_Amount),
      invoiceDate: values.Invoice_Date,
      paymentDate: values.Payment_Date,
      repaymentDurationDays: values.Repayment_Duration,
      tdsPercent: null,
      actualPaymentPaise: parseRupees(values.Actual_Payment_Amount),
    };
  }
  if (type === "PARTNER_INVOICE") {
    const input: Record<string, unknown> = {
      ...fields,
      Interest_Rate_partner: context.interestRatePercent,
      Upload_Invoice_partner: file,
    };
    if (!fields.Actual_Payment_Amount_partner)
      input.Actual_Payment_Amount_partner = derivedPartnerPayment(input);
    const result = partnerRepaymentSchema(bounds).safeParse(input);
    if (!result.success) throw invalid(fieldErrorsOf(result.error));
    const values = result.data;
    return {
      type,
      counterpartyId: values.partner,
      invoiceNumber: values.invoice_number_partner,
      amountPaise: parseRupees(values.Invoice_Amount_Partner),
      invoiceDate: values.Invoice_Date_partner,
      paymentDate: values.Payment_Date_partner,
      repaymentDurationDays: values.Repayment_Duration_partner,
      tdsPercent: values.TDS_Applicable_partner,
      actualPaymentPaise: expectedPartnerPaymentPaise(values),
    };
  }
  throw invalid([{ field: "type", message: `Invoice type must be one of ${ENTRY_TYPES.join(", ")}` }]);
}

/** The formula's figure in rupees when the amount, TDS and rate are usable; otherwise left for the schema. */
function derivedPartnerPayment(input: Record<string, unknown>): string | undefined {
  const amount = safeParseRupees(String(input.Invoice_Amount_Partner ?? ""));
  const tds = Number(input.TDS_Applicable_partner);
  const rate = Number(input.Interest_Rate_partner);
  const tdsValid = (PARTNER_REPAYMENT_TDS_OPTIONS as readonly number[]).includes(tds);
  if (!amount.valid || amount.value <= 0 || !tdsValid || !(rate >= 0 && rate <= 100)) return undefined;
  if (String(input.TDS_Applicable_partner ?? "").trim() === "") return undefined;
  const paise = expectedPartnerPaymentPaise({
    Invoice_Amount_Partner: String(input.Invoice_Amount_Partner),
    TDS_Applicable_partner: tds,
    Interest_Rate_partner: String(rate),
  });
  return (paise / 100).toFixed(2);
}
