import { REPAYMENT_ENTRY_DURATION_DAYS } from "@domain/enums/finance";
import type { DateBounds } from "@domain/schemas/date-fields";
import { Input, Select } from "antd";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { CounterpartySelect } from "./counterparty-select";
import { DateInput } from "./date-input";
import { DocumentInput } from "./document-input";
import { FormField } from "./form-field";
import { RupeeInput } from "@src/components/rupee-input";

/** The fields both repayment entries have, each under the spec's own name for its form. */
interface EntryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

const DURATION_OPTIONS = REPAYMENT_ENTRY_DURATION_DAYS.map((days) => ({
  value: days,
  label: `${days} days`,
}));

export function CounterpartyField<T extends FieldValues>(
  props: EntryFieldProps<T> & { resource: "suppliers" | "partners"; label: string },
) {
  const { control, name, resource, label } = props;
  return (
    <FormField control={control} name={name} label={label} required>
      {(field) => <CounterpartySelect resource={resource} {...field} />}
    </FormField>
  );
}

export function InvoiceNumberField<T extends FieldValues>({ control, name }: EntryFieldProps<T>) {
  return (
    <FormField control={control} name={name} label="Invoice Number" required>
      {(field) => <Input {...field} autoComplete="off" />}
    </FormField>
  );
}

/** A rupee amount typed as text (the schemas parse it). */
export function AmountField<T extends FieldValues>(props: EntryFieldProps<T> & { label: string }) {
  const { control, name, label } = props;
  return (
    <FormField control={control} name={name} label={label} required>
      {(field) => <RupeeInput {...field} />}
    </FormField>
  );
}

/** The invoice date (up to today) or the payment date (`from` the earliest payment date up to today). */
export function EntryDateField<T extends FieldValues>(
  props: EntryFieldProps<T> & { label: string; bounds: DateBounds; from?: boolean },
) {
  const { control, name, label, bounds, from } = props;
  return (
    <FormField control={control} name={name} label={label} required>
      {(field) => <DateInput {...field} min={from ? bounds.minDate : undefined} max={bounds.today} />}
    </FormField>
  );
}

export function DurationField<T extends FieldValues>({ control, name }: EntryFieldProps<T>) {
  return (
    <FormField control={control} name={name} label="Repayment Duration" required>
      {(field) => <Select {...field} options={DURATION_OPTIONS} />}
    </FormField>
  );
}

/** The programme's interest rate, shown read-only. */
export function RateField<T extends FieldValues>({ control, name }: EntryFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      label="Interest Rate (% per year)"
      filledFrom="Set by the programme"
    >
      {(field) => <Input {...field} value={String(field.value ?? "")} readOnly disabled />}
    </FormField>
  );
}

export function UploadField<T extends FieldValues>({ control, name }: EntryFieldProps<T>) {
  return (
    <FormField control={control} name={name} label="Upload Invoice" required>
      {(field) => (
        <DocumentInput id={field.id} value={field.value as File | undefined} onChange={field.onChange} />
      )}
    </FormField>
  );
}
