import { zodResolver } from "@hookform/resolvers/zod";
import { type PendingChangeReject, pendingChangeRejectSchema } from "@domain/api/pending-changes";
import { Button, Form, Input, Space } from "antd";
import { Controller, useForm } from "react-hook-form";

export interface RejectChangeFormProps {
  onSubmit: (values: PendingChangeReject) => Promise<unknown>;
  onCancel: () => void;
}

/** Why the change is refused: the reason is kept with the change and in the audit log. */
export function RejectChangeForm({ onSubmit, onCancel }: RejectChangeFormProps) {
  const { control, handleSubmit, formState } = useForm<PendingChangeReject>({
    resolver: zodResolver(pendingChangeRejectSchema),
    defaultValues: { reason: "" },
  });
  // The panel shows a refusal above the form, which stays open so the user can try again.
  const submit = handleSubmit((values) => onSubmit(values).catch(() => undefined));
  return (
    <form aria-label="Reject change" noValidate onSubmit={(event) => void submit(event)}>
      <Form layout="vertical" component={false}>
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <Form.Item
              label="Reason"
              htmlFor="pending-change-reason"
              required
              validateStatus={fieldState.error ? "error" : undefined}
              help={fieldState.error?.message}
            >
              <Input.TextArea
                {...field}
                id="pending-change-reason"
                aria-invalid={Boolean(fieldState.error)}
                rows={2}
                maxLength={200}
              />
            </Form.Item>
          )}
        />
        <Space>
          <Button onClick={onCancel}>Back</Button>
          <Button danger type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Reject change
          </Button>
        </Space>
      </Form>
    </form>
  );
}
