import { zodResolver } from "@hookform/resolvers/zod";
import type { InvoiceDetail } from "@domain/api/invoices";
import { PARTNER_REPAYMENT_TDS_OPTIONS, REPAYMENT_ENTRY_DURATION_DAYS } from "@domain/enums/finance";
import { type PartnerRepaymentInput, partnerRepaymentSchema } from "@domain/schemas/partner-repayment";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Button, Form, Input, Select } from "antd";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { CounterpartySelect } from "./counterparty-select";
import { DateInput } from "./date-input";
import { DocumentInput } from "./document-input";
import styles from "./entry-form.module.css";
import { entryVariables, partnerEntryValues } from "./entry-values";
import { FormField } from "./form-field";
import { livePartnerPayment } from "./live-partner-payment";
import { useInvoiceTerms } from "./use-invoice-terms";

const DURATION_OPTIONS = REPAYMENT_ENTRY_DURATION_DAYS.map((days) => ({
  value: days,
  label: `${days} days`,
}));
const TDS_OPTIONS = PARTNER_REPAYMENT_TDS_OPTIONS.map((percent) => ({
  value: percent,
  label: `${percent}%`,
}));

const EMPTY: Partial<PartnerRepaymentInput> = {
  partner: "",
  Invoice_Amount_Partner: "",
  Repayment_Duration_partner: 30,
  Interest_Rate_partner: "",
  invoice_number_partner: "",
  Actual_Payment_Amount_partner: "",
  // Empty, not absent, so the schema's own "TDS Applicable is required" applies.
  TDS_Applicable_partner: "",
};

/**
 * Partner repayment entry: creates a PARTNER_INVOICE. The actual payment follows the amount, TDS and the
 * programme's rate through the `domain/` formula as the user types, and cannot be edited.
 */
export function PartnerEntryForm({ invoice, onSaved }: { invoice?: InvoiceDetail; onSaved?: () => void }) {
  const { terms, bounds } = useInvoiceTerms();
  const schema = useMemo(() => partnerRepaymentSchema(bounds), [bounds]);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    refineCore: { onFinish, formLoading },
  } = useForm<PartnerRepaymentInput, HttpError, PartnerRepaymentInput>({
    resolver: zodResolver(schema),
    defaultValues: invoice ? partnerEntryValues(invoice) : EMPTY,
    refineCoreProps: {
      resource: "invoices",
      action: invoice ? "edit" : "create",
      id: invoice?.id,
      redirect: false,
      onMutationSuccess: () => {
        reset({ ...EMPTY, Interest_Rate_partner: terms?.interestRatePercent ?? "" });
        onSaved?.();
      },
    },
  });

  useEffect(() => {
    if (terms) setValue("Interest_Rate_partner", terms.interestRatePercent);
  }, [terms, setValue]);

  const [amount, tds, rate] = useWatch({
    control,
    name: ["Invoice_Amount_Partner", "TDS_Applicable_partner", "Interest_Rate_partner"],
  });
  const actual = livePartnerPayment(amount, tds, rate);
  const actualRupees = actual?.rupees ?? "";
  useEffect(() => {
    setValue("Actual_Payment_Amount_partner", actualRupees);
  }, [actualRupees, setValue]);

  // A refused save is shown by Refine (toast, and field errors under the fields); the values stay as typed.
  const submit = handleSubmit((values) =>
    onFinish(entryVariables(values, "Upload_Invoice_partner", "PARTNER_INVOICE", invoice)).catch(
      () => undefined,
    ),
  );

  return (
    <form
      className={styles.form}
      aria-label="Partner repayment entry"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>
          <FormField control={control} name="partner" label="Partner" required>
            {(field) => <CounterpartySelect resource="partners" {...field} />}
          </FormField>
          <FormField control={control} name="invoice_number_partner" label="Invoice Number" required>
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="Invoice_Amount_Partner" label="Invoice Amount (₹)" required>
            {(field) => <Input {...field} value={String(field.value ?? "")} inputMode="decimal" />}
          </FormField>
          <FormField control={control} name="Invoice_Date_partner" label="Invoice Date" required>
            {(field) => <DateInput {...field} max={bounds.today} />}
          </FormField>
          <FormField control={control} name="Payment_Date_partner" label="Payment Date" required>
            {(field) => <DateInput {...field} min={bounds.minDate} max={bounds.today} />}
          </FormField>
          <FormField control={control} name="Repayment_Duration_partner" label="Repayment Duration" required>
            {(field) => <Select {...field} options={DURATION_OPTIONS} />}
          </FormField>
          <FormField control={control} name="TDS_Applicable_partner" label="TDS Applicable" required>
            {(field) => (
              <Select
                {...field}
                value={field.value === "" ? undefined : field.value}
                options={TDS_OPTIONS}
                placeholder="Select TDS"
              />
            )}
          </FormField>
          <FormField control={control} name="Interest_Rate_partner" label="Interest Rate (% per year)">
            {(field) => <Input {...field} value={String(field.value ?? "")} readOnly disabled />}
          </FormField>
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
          <FormField control={control} name="Upload_Invoice_partner" label="Upload Invoice" required>
            {(field) => (
              <DocumentInput
                id={field.id}
                value={field.value as File | undefined}
                onChange={field.onChange}
              />
            )}
          </FormField>
        </div>
        <Button type="primary" htmlType="submit" loading={formLoading}>
          {invoice ? "Save changes" : "Submit partner invoice"}
        </Button>
      </Form>
    </form>
  );
}
