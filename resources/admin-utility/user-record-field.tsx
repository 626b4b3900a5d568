import { type BaseRecord, type CrudFilter, type CrudSort, type HttpError, useList } from "@refinedev/core";
import { FormField } from "@resources/invoices/form-field";
import { Select } from "antd";
import { type Control, type FieldValues, useController } from "react-hook-form";

/** A record an operation acts on; one with a version is acted on as it was read (a stale one answers 409). */
export type PickableRecord = { id: string; version?: number };

/** Where the selected user's records of one kind are listed, and how each is offered. */
export type UserRecordSource<R extends PickableRecord> = {
  resource: "loans" | "invoices" | "emis" | "mandates" | "esign-requests";
  /** The list's filter naming the owner: the merchant user, or the user's loan the records belong to. */
  ownerFilter: string;
  /** What the form field takes from the picked record: its id unless said otherwise. */
  valueFrom?: (record: R) => string;
  /** Narrows the list to the records the operation may act on (a status the command accepts). */
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  optionLabel: (record: R) => string;
  /** The placeholder when the user has none, and when there is one to pick. */
  none: string;
  pick: string;
};

export type UserRecordFieldProps<R extends PickableRecord> = {
  control: Control<FieldValues>;
  /** The form field the record's id (or `valueFrom`) goes to; its version, if it has one, goes to `version`. */
  name: string;
  label: string;
  /** The owner `ownerFilter` names; nothing is listed until there is one. */
  ownerId: string;
  source: UserRecordSource<R>;
  /** Fills the operation's other fields from the picked record. */
  onPick?: (record: R) => void;
};

/**
 * The selected user's records of one kind to pick from (never an id typed blind); picking one also takes its
 * version, so the operation acts on the record as it was read.
 */
export function UserRecordField<R extends PickableRecord>(props: UserRecordFieldProps<R>) {
  const { control, name, label, ownerId, source, onPick } = props;
  const valueFrom = source.valueFrom ?? ((record: R) => record.id);
  const version = useController({ control, name: "version" });
  const { result, query } = useList<R & BaseRecord, HttpError>({
    resource: source.resource,
    filters: [{ field: source.ownerFilter, operator: "eq", value: ownerId }, ...(source.filters ?? [])],
    sorters: source.sorters,
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: ownerId !== "" },
  });
  const records = result.data;
  return (
    <FormField control={control} name={name} label={label} required>
      {(field) => (
        <Select
          {...field}
          value={field.value || undefined}
          loading={query.isLoading}
          showSearch
          optionFilterProp="label"
          placeholder={records.length === 0 && !query.isLoading ? source.none : source.pick}
          notFoundContent={query.isLoading ? null : source.none}
          popupMatchSelectWidth={false}
          options={records.map((record) => ({ value: valueFrom(record), label: source.optionLabel(record) }))}
          onChange={(value: string) => {
            field.onChange(value);
            const picked = records.find((record) => valueFrom(record) === value);
            if (!picked) return;
            if (picked.version !== undefined) version.field.onChange(picked.version);
            onPick?.(picked);
          }}
        />
      )}
    </FormField>
  );
}
