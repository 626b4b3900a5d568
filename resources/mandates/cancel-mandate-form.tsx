import { zodResolver } from "@hookform/resolvers/zod";
import { mandateCancelRequestSchema } from "@domain/api/mandates";
import { FormField } from "@resources/invoices/form-field";
import { Button, Form, Input, Space } from "antd";
import { useForm } from "react-hook-form";
import type { z } from "zod";

const cancelSchema = mandateCancelRequestSchema.omit({ version: true });
export type CancelMandateValues = z.output<typeof cancelSchema>;

/** The cancel dialog's form: why, then a confirmation that names the mandate. */
export function CancelMandateForm(props: {
  name: string;
  onSubmit: (values: CancelMandateValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof cancelSchema>,
    unknown,
    CancelMandateValues
  >({
    resolver: zodResolver(cancelSchema),
    defaultValues: { reason: "" },
  });
  const submit = handleSubmit((values) => props.onSubmit(values).catch(() => undefined));
  return (
    <form aria-label={`Cancel mandate ${props.name}`} noValidate onSubmit={(event) => void submit(event)}>
      <Form layout="vertical" component={false}>
        <p>
          The mandate {props.name} is cancelled at the provider too; no debit may be presented on it
          afterwards.
        </p>
        <FormField control={control} name="reason" label="Reason" required>
          {(field) => <Input.TextArea {...field} rows={3} />}
        </FormField>
        <Space>
          <Button onClick={props.onCancel}>Back</Button>
          <Button danger type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Cancel mandate
          </Button>
        </Space>
      </Form>
    </form>
  );
}
