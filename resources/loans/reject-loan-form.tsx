import { zodResolver } from "@hookform/resolvers/zod";
import { loanActionRequestSchema } from "@domain/api/loans";
import { REJECT_REASONS } from "@domain/enums/reasons";
import { oneOf } from "@domain/schemas/choice-fields";
import { required } from "@domain/schemas/form-messages";
import { FormField } from "@resources/invoices/form-field";
import { Button, Form, Input, Select, Space } from "antd";
import { useForm } from "react-hook-form";
import type { z } from "zod";

const REASON_OPTIONS = REJECT_REASONS.map((reason) => ({ value: reason, label: reason }));

/** A rejection names one of the spec's reasons (required here) and may add a note. */
const rejectSchema = loanActionRequestSchema
  .omit({ version: true })
  .extend({ reason: oneOf(REJECT_REASONS, required("Reason")) });
export type RejectLoanValues = z.output<typeof rejectSchema>;

/** The reject dialog's form; a refusal is toasted and the dialog stays open. */
export function RejectLoanForm(props: {
  loanNumber: string;
  onSubmit: (values: RejectLoanValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof rejectSchema>,
    unknown,
    RejectLoanValues
  >({ resolver: zodResolver(rejectSchema), defaultValues: { note: "" } });
  const submit = handleSubmit((values) => props.onSubmit(values).catch(() => undefined));
  return (
    <form aria-label={`Reject loan ${props.loanNumber}`} noValidate onSubmit={(event) => void submit(event)}>
      <Form layout="vertical" component={false}>
        <FormField control={control} name="reason" label="Reason" required>
          {(field) => <Select {...field} options={REASON_OPTIONS} placeholder="Select a reason" />}
        </FormField>
        <FormField control={control} name="note" label="Note">
          {(field) => <Input.TextArea {...field} value={field.value ?? ""} rows={3} />}
        </FormField>
        <Space>
          <Button onClick={props.onCancel}>Back</Button>
          <Button danger type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Reject loan
          </Button>
        </Space>
      </Form>
    </form>
  );
}
