import { zodResolver } from "@hookform/resolvers/zod";
import type { InvoiceItem } from "@domain/api/invoices";
import { formatInr } from "@domain/money/format-inr";
import {
  type PaymentApprovalUtrInput,
  type PaymentApprovalUtrValues,
  paymentApprovalUtrSchema,
} from "@domain/schemas/payment-approval";
import { isHttpError } from "@providers/http-error";
import { Alert, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { DateInput } from "./date-input";
import { FormField } from "./form-field";

export interface UtrFormProps {
  invoice: InvoiceItem;
  onSubmit: (values: PaymentApprovalUtrValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The payment approval's UTR-entry variant: the invoice's fields read-only, and the disbursement's UTR. */
export function UtrForm({ invoice, onSubmit, onCancel }: UtrFormProps) {
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    PaymentApprovalUtrInput,
    unknown,
    PaymentApprovalUtrValues
  >({
    resolver: zodResolver(paymentApprovalUtrSchema),
    defaultValues: {
      Supplier_Name: invoice.counterpartyName,
      Invoice_Amount: (invoice.amountPaise / 100).toFixed(2),
      Invoice_Date: invoice.invoiceDate,
      Payment_Date: invoice.paymentDate,
      utrNumber: "",
    },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const message = isHttpError(error) ? error.errors?.utrNumber : undefined;
      if (message)
        setError("utrNumber", { message: Array.isArray(message) ? message.join(" ") : String(message) });
      setFailure(isHttpError(error) ? error.message : "The UTR could not be saved");
    }
  });
  return (
    <form aria-label="Enter UTR" noValidate onSubmit={(e) => void submit(e)}>
      <Form layout="vertical" component={false}>
        {failure ? <Alert type="error" showIcon message={failure} /> : null}
        <FormField control={control} name="Supplier_Name" label="Supplier Name">
          {(field) => <Input {...field} readOnly disabled />}
        </FormField>
        <FormField control={control} name="Invoice_Amount" label="Invoice Amount">
          {(field) => (
            <Input
              id={field.id}
              value={formatInr(invoice.amountPaise, { currency: true })}
              readOnly
              disabled
            />
          )}
        </FormField>
        <FormField control={control} name="Invoice_Date" label="Invoice Date">
          {(field) => <DateInput id={field.id} value={field.value} disabled />}
        </FormField>
        <FormField control={control} name="Payment_Date" label="Payment Date">
          {(field) => <DateInput id={field.id} value={field.value} disabled />}
        </FormField>
        <FormField control={control} name="utrNumber" label="UTR number" required>
          {(field) => <Input {...field} autoComplete="off" placeholder="NEFT, RTGS or IMPS reference" />}
        </FormField>
        <Space>
          <Button onClick={onCancel}>Back</Button>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Mark paid with {formatInr(invoice.actualPaymentPaise, { currency: true })}
          </Button>
        </Space>
      </Form>
    </form>
  );
}
