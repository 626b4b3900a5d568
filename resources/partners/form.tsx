import { zodResolver } from "@hookform/resolvers/zod";
import type { PartnerItem } from "@domain/api/partners";
import { PARTNER_CREATE_TDS_OPTIONS } from "@domain/enums/finance";
import { type PartnerCreateInput, partnerCreateSchema } from "@domain/schemas/partner-create";
import { FormField } from "@resources/invoices/form-field";
import type { CounterpartyFormSlot } from "@src/components/counterparty/counterparty-panel";
import { CounterpartyFormFrame } from "@src/components/counterparty/counterparty-form-frame";
import { useCounterpartyForm } from "@src/components/counterparty/use-counterparty-form";
import { Input } from "antd";
import { PercentSelect } from "@src/components/percent-select";

const EMPTY: PartnerCreateInput = {
  Partner_gst: "",
  Supplier_name: "",
  Partner_Email: "",
  Phone_Number: "",
  // Empty, not absent, so the schema's own "Applicable TDS is required" applies.
  Applicable_TDS: "",
};

const toValues = (partner: PartnerItem): PartnerCreateInput => ({
  Partner_gst: partner.gstin,
  Supplier_name: partner.name,
  Partner_Email: partner.email ?? "",
  Phone_Number: partner.mobile,
  Applicable_TDS: partner.tdsPercent,
});

/**
 * Partner create, or edit of `record`: GSTIN, name, optional e-mail, phone and the TDS that applies (the
 * partner-create list).
 */
export function PartnerCreateForm({ record, onDone }: Partial<CounterpartyFormSlot<PartnerItem>>) {
  const {
    control,
    submit,
    editing,
    refineCore: { formLoading },
  } = useCounterpartyForm({
    resource: "partners",
    resolver: zodResolver(partnerCreateSchema),
    empty: EMPTY,
    record,
    toValues,
    onSaved: onDone,
  });
  return (
    <CounterpartyFormFrame
      noun="partner"
      verb="create"
      editing={editing}
      loading={formLoading}
      onSubmit={submit}
      onCancel={onDone}
    >
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
          <PercentSelect {...field} percents={PARTNER_CREATE_TDS_OPTIONS} placeholder="Select TDS" />
        )}
      </FormField>
    </CounterpartyFormFrame>
  );
}
