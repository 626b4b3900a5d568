import { zodResolver } from "@hookform/resolvers/zod";
import type { InvoiceDetail } from "@domain/api/invoices";
import { REPAYMENT_ENTRY_DURATION_DAYS } from "@domain/enums/finance";
import { type SupplierRepaymentInput, supplierRepaymentSchema } from "@domain/schemas/supplier-repayment";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Button, Form, Input, Select } from "antd";
import { useEffect, useMemo } from "react";
import { CounterpartySelect } from "./counterparty-select";
import { DateInput } from "./date-input";
import { DocumentInput } from "./document-input";
import styles from "./entry-form.module.css";
import { entryVariables, supplierEntryValues } from "./entry-values";
import { FormField } from "./form-field";
import { useInvoiceTerms } from "./use-invoice-terms";

const DURATION_OPTIONS = REPAYMENT_ENTRY_DURATION_DAYS.map((days) => ({
  value: days,
  label: `${days} days`,
}));

const EMPTY: Partial<SupplierRepaymentInput> = {
  supplier: "",
  Invoice_Amount: "",
  Repayment_Duration: 30,
  Interest_Rate: "",
  invoice_number: "",
  Actual_Payment_Amount: "",
};

/** Supplier repayment entry: creates a SUPPLIER_INVOICE with its document (multipart `invoice/create`). */
export function SupplierEntryForm({ invoice, onSaved }: { invoice?: InvoiceDetail; onSaved?: () => void }) {
  const { terms, bounds } = useInvoiceTerms();
  const schema = useMemo(() => supplierRepaymentSchema(bounds), [bounds]);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    refineCore: { onFinish, formLoading },
  } = useForm<SupplierRepaymentInput, HttpError, SupplierRepaymentInput>({
    resolver: zodResolver(schema),
    defaultValues: invoice ? supplierEntryValues(invoice) : EMPTY,
    refineCoreProps: {
      resource: "invoices",
      action: invoice ? "edit" : "create",
      id: invoice?.id,
      redirect: false,
      onMutationSuccess: () => {
        reset({ ...EMPTY, Interest_Rate: terms?.interestRatePercent ?? "" });
        onSaved?.();
      },
    },
  });

  useEffect(() => {
    if (terms) setValue("Interest_Rate", terms.interestRatePercent);
  }, [terms, setValue]);

  // A refused save is shown by Refine (toast, and field errors under the fields); the values stay as typed.
  const submit = handleSubmit((values) =>
    onFinish(entryVariables(values, "Upload_Invoice", "SUPPLIER_INVOICE", invoice)).catch(() => undefined),
  );

  return (
    <form
      className={styles.form}
      aria-label="Supplier repayment entry"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>
          <FormField control={control} name="supplier" label="Supplier" required>
            {(field) => <CounterpartySelect resource="suppliers" {...field} />}
          </FormField>
          <FormField control={control} name="invoice_number" label="Invoice Number" required>
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="Invoice_Amount" label="Invoice Amount (₹)" required>
            {(field) => <Input {...field} value={String(field.value ?? "")} inputMode="decimal" />}
          </FormField>
          <FormField control={control} name="Invoice_Date" label="Invoice Date" required>
            {(field) => <DateInput {...field} max={bounds.today} />}
          </FormField>
          <FormField control={control} name="Repayment_Duration" label="Repayment Duration" required>
            {(field) => <Select {...field} options={DURATION_OPTIONS} />}
          </FormField>
          <FormField control={control} name="Payment_Date" label="Payment Date" required>
            {(field) => <DateInput {...field} min={bounds.minDate} max={bounds.today} />}
          </FormField>
          <FormField control={control} name="Interest_Rate" label="Interest Rate (% per year)">
            {(field) => <Input {...field} value={String(field.value ?? "")} readOnly disabled />}
          </FormField>
          <FormField
            control={control}
            name="Actual_Payment_Amount"
            label="Actual Payment Amount (₹)"
            required
          >
            {(field) => <Input {...field} value={String(field.value ?? "")} inputMode="decimal" />}
          </FormField>
          <FormField control={control} name="Upload_Invoice" label="Upload Invoice" required>
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
          {invoice ? "Save changes" : "Submit supplier invoice"}
        </Button>
      </Form>
    </form>
  );
}
