import { zodResolver } from "@hookform/resolvers/zod";
import type { RetailerItem } from "@domain/api/retailers";
import { type RetailerAddInput, retailerAddSchema } from "@domain/schemas/retailer-add";
import { FormField } from "@resources/invoices/form-field";
import type { CounterpartyFormSlot } from "@src/components/counterparty/counterparty-panel";
import { CounterpartyFormFrame } from "@src/components/counterparty/counterparty-form-frame";
import { useCounterpartyForm } from "@src/components/counterparty/use-counterparty-form";
import { Input } from "antd";

const EMPTY: RetailerAddInput = {
  GST: "",
  businessName: "",
  mobile: "",
  email: "",
  panNumber: "",
  name: "",
};

const toValues = (retailer: RetailerItem): RetailerAddInput => ({
  GST: retailer.gstin,
  businessName: retailer.businessName,
  mobile: retailer.mobile,
  email: retailer.email ?? "",
  panNumber: retailer.pan,
  name: retailer.name,
});

/**
 * The spec's retailer add form (GST exactly 15; mobile required, exactly 10 digits; PAN required, up to 10;
 * name required), or the edit of `record`.
 */
export function RetailerForm({ record, onDone }: Partial<CounterpartyFormSlot<RetailerItem>>) {
  const {
    control,
    submit,
    editing,
    refineCore: { formLoading },
  } = useCounterpartyForm({
    resource: "retailers",
    resolver: zodResolver(retailerAddSchema),
    empty: EMPTY,
    record,
    toValues,
    onSaved: onDone,
  });
  return (
    <CounterpartyFormFrame
      noun="retailer"
      verb="add"
      editing={editing}
      loading={formLoading}
      onSubmit={submit}
      onCancel={onDone}
    >
      <FormField control={control} name="GST" label="GST" required>
        {(field) => <Input {...field} maxLength={20} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="businessName" label="Business Name" required>
        {(field) => <Input {...field} autoComplete="organization" />}
      </FormField>
      <FormField control={control} name="name" label="Name" required>
        {(field) => <Input {...field} autoComplete="name" />}
      </FormField>
      <FormField control={control} name="mobile" label="Mobile" required>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="email" label="Email">
        {(field) => <Input {...field} value={field.value ?? ""} type="email" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="panNumber" label="PAN" required>
        {(field) => <Input {...field} maxLength={12} autoComplete="off" />}
      </FormField>
    </CounterpartyFormFrame>
  );
}
