import type { InvoiceDetail } from "@domain/api/invoices";
import { PARTNER_REPAYMENT_TDS_OPTIONS } from "@domain/enums/finance";
import { type PartnerRepaymentInput, partnerRepaymentSchema } from "@domain/schemas/partner-repayment";
import { Input } from "antd";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
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
import styles from "./entry-form.module.css";
import { partnerEntryValues } from "./entry-values";
import { FormField } from "./form-field";
import { livePartnerPayment } from "./live-partner-payment";
import { type EntryKind, useEntryForm } from "./use-entry-form";
import { PercentSelect } from "@src/components/percent-select";

const PARTNER_ENTRY: EntryKind<PartnerRepaymentInput> = {
  type: "PARTNER_INVOICE",
  schema: partnerRepaymentSchema,
  empty: {
    partner: "",
    Invoice_Amount_Partner: "",
    Repayment_Duration_partner: 30,
    Interest_Rate_partner: "",
    invoice_number_partner: "",
    Actual_Payment_Amount_partner: "",
    // Empty, not absent, so the schema's own "TDS Applicable is required" applies.
    TDS_Applicable_partner: "",
  },
  valuesOf: partnerEntryValues,
  rateField: "Interest_Rate_partner",
  documentField: "Upload_Invoice_partner",
};

/**
 * Partner repayment entry: creates a PARTNER_INVOICE. The actual payment follows the amount, TDS and the
 * programme's rate through the `domain/` formula as the user types, and cannot be edited.
 */
export function PartnerEntryForm({ invoice, onSaved }: { invoice?: InvoiceDetail; onSaved?: () => void }) {
  const { control, setValue, submit, formLoading, bounds, created, dismissCreated } = useEntryForm(
    PARTNER_ENTRY,
    invoice,
    onSaved,
  );

  const [amount, tds, rate] = useWatch({
    control,
    name: ["Invoice_Amount_Partner", "TDS_Applicable_partner", "Interest_Rate_partner"],
  });
  const actual = livePartnerPayment(amount, tds, rate);
  const actualRupees = actual?.rupees ?? "";
  useEffect(() => {
    setValue("Actual_Payment_Amount_partner", actualRupees);
  }, [actualRupees, setValue]);

  return (
    <EntryFormFrame
      kind="partner"
      editing={invoice !== undefined}
      submitting={formLoading}
      onSubmit={submit}
      created={created}
      onDismissCreated={dismissCreated}
    >
      <CounterpartyField control={control} name="partner" resource="partners" label="Partner" />
      <InvoiceNumberField control={control} name="invoice_number_partner" />
      <AmountField control={control} name="Invoice_Amount_Partner" label="Invoice Amount (₹)" />
      <EntryDateField control={control} name="Invoice_Date_partner" label="Invoice Date" bounds={bounds} />
      <EntryDateField
        control={control}
        name="Payment_Date_partner"
        label="Payment Date"
        bounds={bounds}
        from
      />
      <DurationField control={control} name="Repayment_Duration_partner" />
      <FormField control={control} name="TDS_Applicable_partner" label="TDS Applicable" required>
        {(field) => (
          <PercentSelect {...field} percents={PARTNER_REPAYMENT_TDS_OPTIONS} placeholder="Select TDS" />
        )}
      </FormField>
      <RateField control={control} name="Interest_Rate_partner" />
      <FormField
        control={control}
        name="Actual_Payment_Amount_partner"
        label="Actual Payment Amount"
        extra="Invoice amount − TDS − 30 days' interest, rounded"
      >
        {(field) => (
          <Input
            id={field.id}
            className={styles.derived}
            value={actual?.display ?? ""}
            placeholder="Filled in from the amount, TDS and rate"
            readOnly
            disabled
            aria-label="Actual Payment Amount"
          />
        )}
      </FormField>
      <UploadField control={control} name="Upload_Invoice_partner" />
    </EntryFormFrame>
  );
}
