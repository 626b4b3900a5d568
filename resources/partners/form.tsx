import { zodResolver } from "@hookform/resolvers/zod";
import { PARTNER_CREATE_TDS_OPTIONS } from "@domain/enums/finance";
import { type PartnerCreateInput, partnerCreateSchema } from "@domain/schemas/partner-create";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { FormField } from "@resources/invoices/form-field";
import { Button, Form, Input, Select } from "antd";
import styles from "@resources/suppliers/supplier-form.module.css";

const TDS_OPTIONS = PARTNER_CREATE_TDS_OPTIONS.map((percent) => ({ value: percent, label: `${percent}%` }));

const EMPTY: Partial<PartnerCreateInput> = {
  Partner_gst: "",
  Supplier_name: "",
  Partner_Email: "",
  Phone_Number: "",
  // Empty, not absent, so the schema's own "Applicable TDS is required" applies.
  Applicable_TDS: "",
};

/** Partner create: GSTIN, name, optional e-mail, phone and the TDS that applies (the partner-create list). */
export function PartnerCreateForm({ onCreated }: { onCreated?: () => void }) {
  const {
    control,
    handleSubmit,
    reset,
    refineCore: { onFinish, formLoading },
  } = useForm<PartnerCreateInput, HttpError, PartnerCreateInput>({
    resolver: zodResolver(partnerCreateSchema),
    defaultValues: EMPTY,
    refineCoreProps: {
      resource: "partners",
      action: "create",
      redirect: false,
      onMutationSuccess: () => {
        reset(EMPTY);
        onCreated?.();
      },
    },
  });
  // A refused save is shown by Refine (toast, and field errors under the fields); the values stay as typed.
  const submit = handleSubmit((values) => onFinish(values).catch(() => undefined));
  return (
    <form className={styles.form} aria-label="Partner create" noValidate onSubmit={(e) => void submit(e)}>
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>
          <FormField control={control} name="Partner_gst" label="Partner GST" required>
            {(field) => <Input {...field} maxLength={20} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="Supplier_name" label="Partner Name" required>
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="Partner_Email" label="Partner Email">
            {(field) => <Input {...field} value={field.value ?? ""} type="email" autoComplete="off" />}
          </FormField>
          <FormField control={control} name="Phone_Number" label="Phone Number" required>
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
          </FormField>
          <FormField control={control} name="Applicable_TDS" label="Applicable TDS" required>
            {(field) => (
              <Select
                {...field}
                value={field.value === "" ? undefined : field.value}
                options={TDS_OPTIONS}
                placeholder="Select TDS"
              />
            )}
          </FormField>
        </div>
        <Button className={styles.submit} type="primary" htmlType="submit" loading={formLoading}>
          Create partner
        </Button>
      </Form>
    </form>
  );
}
