import type { InvoiceDetail } from "@domain/api/invoices";
import { type SupplierRepaymentInput, supplierRepaymentSchema } from "@domain/schemas/supplier-repayment";
import {
  AmountField,
  CounterpartyField,
  DurationField,
  EntryDateField,
  InvoiceNumberField,
  RateField,
  UploadField,
} from "./entry-fields";
import { EntryFormFrame } from "./entry-form-frame";
import { supplierEntryValues } from "./entry-values";
import { type EntryKind, useEntryForm } from "./use-entry-form";

const SUPPLIER_ENTRY: EntryKind<SupplierRepaymentInput> = {
  type: "SUPPLIER_INVOICE",
  schema: supplierRepaymentSchema,
  empty: {
    supplier: "",
    Invoice_Amount: "",
    Repayment_Duration: 30,
    Interest_Rate: "",
    invoice_number: "",
    Actual_Payment_Amount: "",
  },
  valuesOf: supplierEntryValues,
  rateField: "Interest_Rate",
  documentField: "Upload_Invoice",
};

/** Supplier repayment entry: creates a SUPPLIER_INVOICE with its document (multipart `invoice/create`). */
export function SupplierEntryForm({ invoice, onSaved }: { invoice?: InvoiceDetail; onSaved?: () => void }) {
  const { control, submit, formLoading, bounds, created, dismissCreated } = useEntryForm(
    SUPPLIER_ENTRY,
    invoice,
    onSaved,
  );
  return (
    <EntryFormFrame
      kind="supplier"
      editing={invoice !== undefined}
      submitting={formLoading}
      onSubmit={submit}
      created={created}
      onDismissCreated={dismissCreated}
    >
      <CounterpartyField control={control} name="supplier" resource="suppliers" label="Supplier" />
      <InvoiceNumberField control={control} name="invoice_number" />
      <AmountField control={control} name="Invoice_Amount" label="Invoice Amount (₹)" />
      <EntryDateField control={control} name="Invoice_Date" label="Invoice Date" bounds={bounds} />
      <DurationField control={control} name="Repayment_Duration" />
      <EntryDateField control={control} name="Payment_Date" label="Payment Date" bounds={bounds} from />
      <RateField control={control} name="Interest_Rate" />
      <AmountField control={control} name="Actual_Payment_Amount" label="Actual Payment Amount (₹)" />
      <UploadField control={control} name="Upload_Invoice" />
    </EntryFormFrame>
  );
}
