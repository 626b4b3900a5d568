import { zodResolver } from "@hookform/resolvers/zod";
import type { InvoiceDetail } from "@domain/api/invoices";
import type { DateBounds } from "@domain/schemas/date-fields";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { useEffect, useMemo, useState } from "react";
import type { DefaultValues, FieldValues, Path, PathValue } from "react-hook-form";
import type { z } from "zod";
import { entryVariables } from "./entry-values";
import { useInvoiceTerms } from "./use-invoice-terms";

/** What tells the supplier repayment entry from the partner one: the spec names its fields apart. */
export interface EntryKind<T extends FieldValues> {
  type: "SUPPLIER_INVOICE" | "PARTNER_INVOICE";
  schema: (bounds: DateBounds) => z.ZodType<T, T>;
  /** A new entry's values, and the values after a save. */
  empty: Partial<T>;
  /** An invoice being edited, as the form's values. */
  valuesOf: (invoice: InvoiceDetail) => Partial<T>;
  /** The read-only interest rate, filled in from the programme's terms. */
  rateField: Path<T>;
  documentField: Path<T>;
}

/**
 * A repayment entry form over Refine's `invoices` resource: create, or edit `invoice`; validated by the
 * entry's schema with the programme's date bounds; the rate from the terms; emptied after a save. `created`
 * is the invoice the last create made, until the next submit or `dismissCreated`.
 */
export function useEntryForm<T extends FieldValues>(
  kind: EntryKind<T>,
  invoice: InvoiceDetail | undefined,
  onSaved: (() => void) | undefined,
) {
  const { terms, bounds } = useInvoiceTerms();
  const schema = useMemo(() => kind.schema(bounds), [kind, bounds]);
  const rate = (terms?.interestRatePercent ?? "") as PathValue<T, Path<T>>;
  const [created, setCreated] = useState<InvoiceDetail>();
  const form = useForm<T, HttpError, T, object, T, InvoiceDetail>({
    resolver: zodResolver(schema),
    defaultValues: (invoice ? kind.valuesOf(invoice) : kind.empty) as DefaultValues<T>,
    refineCoreProps: {
      resource: "invoices",
      action: invoice ? "edit" : "create",
      id: invoice?.id,
      redirect: false,
      onMutationSuccess: ({ data }) => {
        if (!invoice) setCreated(data);
        form.reset({ ...kind.empty, [kind.rateField]: rate } as T);
        onSaved?.();
      },
    },
  });
  const { setValue, handleSubmit } = form;
  const { onFinish, formLoading } = form.refineCore;

  useEffect(() => {
    if (terms) setValue(kind.rateField, terms.interestRatePercent as PathValue<T, Path<T>>);
  }, [terms, setValue, kind.rateField]);

  // A refused save is shown by Refine (toast, and field errors under the fields); the values stay as typed.
  const submit = handleSubmit((values) => {
    setCreated(undefined);
    return onFinish(entryVariables(values, kind.documentField, kind.type, invoice)).catch(() => undefined);
  });
  const dismissCreated = () => setCreated(undefined);
  return { control: form.control, setValue, submit, formLoading, bounds, created, dismissCreated };
}
