import { zodResolver } from "@hookform/resolvers/zod";
import { REJECT_REASONS } from "@domain/enums/reasons";
import {
  type RejectReasonInput,
  type RejectReasonValues,
  rejectReasonSchema,
} from "@domain/schemas/payment-approval";
import { isHttpError } from "@providers/http-error";
import { Alert, Button, Form, Input, Select, Space } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "./form-field";

const REASON_OPTIONS = REJECT_REASONS.map((reason) => ({ value: reason, label: reason }));

export interface RejectFormProps {
  onSubmit: (values: RejectReasonValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Reject with one of the spec's reasons (`Reason`) and free text (`reason`); server field errors land under them. */
export function RejectForm({ onSubmit, onCancel }: RejectFormProps) {
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    RejectReasonInput,
    unknown,
    RejectReasonValues
  >({
    resolver: zodResolver(rejectReasonSchema),
    defaultValues: { reason: "" },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = isHttpError(error) ? error.errors : undefined;
      for (const name of ["Reason", "reason"] as const) {
        const message = fields?.[name];
        if (message)
          setError(name, { message: Array.isArray(message) ? message.join(" ") : String(message) });
      }
      setFailure(isHttpError(error) ? error.message : "The invoice could not be rejected");
    }
  });
  return (
    <form aria-label="Reject invoice" noValidate onSubmit={(e) => void submit(e)}>
      <Form layout="vertical" component={false}>
        {failure ? <Alert type="error" showIcon message={failure} /> : null}
        <FormField control={control} name="Reason" label="Reason" required>
          {(field) => <Select {...field} options={REASON_OPTIONS} placeholder="Select a reason" />}
        </FormField>
        <FormField control={control} name="reason" label="Details">
          {(field) => <Input.TextArea {...field} value={field.value ?? ""} rows={3} maxLength={500} />}
        </FormField>
        <Space>
          <Button onClick={onCancel}>Back</Button>
          <Button danger type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Reject invoice
          </Button>
        </Space>
      </Form>
    </form>
  );
}
