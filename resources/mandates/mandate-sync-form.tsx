import { zodResolver } from "@hookform/resolvers/zod";
import type { MandateDetail } from "@domain/api/mandates";
import {
  type MandateSyncInput,
  mandateSyncSchema,
  type MandateSyncValues,
} from "@domain/schemas/sync-operations";
import { FormField } from "@resources/invoices/form-field";
import { Button, Card, Form, Input } from "antd";
import { useForm } from "react-hook-form";

/** The spec's mandate sync (digioEna, umrnNumber, digioAmount, accountNumber), checked against the provider. */
export function MandateSyncForm(props: {
  mandate: MandateDetail;
  onSubmit: (values: MandateSyncValues) => Promise<unknown>;
}) {
  const { control, handleSubmit, formState } = useForm<MandateSyncInput, unknown, MandateSyncValues>({
    resolver: zodResolver(mandateSyncSchema),
    defaultValues: {
      digioEna: props.mandate.providerMandateId,
      umrnNumber: props.mandate.umrn ?? "",
      digioAmount: String(props.mandate.maxAmountPaise / 100),
      accountNumber: "",
    },
  });
  const submit = handleSubmit((values) => props.onSubmit(values).catch(() => undefined));
  return (
    <Card title="Mandate sync">
      <form aria-label="Mandate sync" noValidate onSubmit={(event) => void submit(event)}>
        <Form layout="vertical" component={false}>
          <FormField control={control} name="digioEna" label="Digio Mandate Id" required>
            {(field) => <Input {...field} />}
          </FormField>
          <FormField control={control} name="umrnNumber" label="UMRN" required>
            {(field) => <Input {...field} maxLength={20} />}
          </FormField>
          <FormField control={control} name="digioAmount" label="Mandate Amount" required>
            {(field) => <Input {...field} value={String(field.value ?? "")} inputMode="decimal" prefix="₹" />}
          </FormField>
          <FormField control={control} name="accountNumber" label="Account Number" required>
            {(field) => <Input {...field} inputMode="numeric" />}
          </FormField>
          <Button htmlType="submit" loading={formState.isSubmitting}>
            Sync with provider
          </Button>
        </Form>
      </form>
    </Card>
  );
}
