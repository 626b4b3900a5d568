import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import type { DefaultValues, FieldValues, Resolver } from "react-hook-form";
import type { CounterpartyRecord, CounterpartyResource } from "./counterparty-table";

export interface CounterpartyFormOptions<V extends FieldValues, R extends CounterpartyRecord> {
  resource: CounterpartyResource;
  /** The zod resolver of the spec's form schema (`domain/schemas`). */
  resolver: Resolver<V>;
  empty: DefaultValues<V>;
  /** The record to edit; none to add a new one. */
  record?: R;
  /** The record's fields under the form's field names. */
  toValues: (record: R) => DefaultValues<V>;
  onSaved?: () => void;
}

/**
 * A supplier, partner or retailer form (react-hook-form through Refine): create, or update of `record` with
 * the version it was read at (a stale one answers 409). Server field errors land under their fields, a
 * refused save keeps what was typed, and a successful one empties the form.
 */
export function useCounterpartyForm<V extends FieldValues, R extends CounterpartyRecord>(
  options: CounterpartyFormOptions<V, R>,
) {
  const { resource, resolver, empty, record, toValues, onSaved } = options;
  let emptyForm: () => void = () => undefined;
  const form = useForm<V, HttpError, V>({
    resolver,
    defaultValues: record ? toValues(record) : empty,
    refineCoreProps: {
      resource,
      action: record ? "edit" : "create",
      id: record?.id,
      // The list already holds the record; there is no single-record endpoint to read it again.
      queryOptions: { enabled: false },
      redirect: false,
      onMutationSuccess: () => {
        emptyForm();
        onSaved?.();
      },
    },
  });
  emptyForm = () => form.reset(empty);
  const { handleSubmit, refineCore } = form;
  // A refused save is shown by Refine (toast, and field errors under the fields); the values stay as typed.
  const submit = handleSubmit((values) =>
    refineCore.onFinish(record ? { ...values, version: record.version } : values).catch(() => undefined),
  );
  return { ...form, submit, editing: record !== undefined };
}
