import { type EmiDetail, emiWaiverRequestSchema } from "@domain/api/emis";
import { DUE_COMPONENT_LABELS, DUE_COMPONENTS, type DueComponent } from "@domain/collections/appropriation";
import { formatInr } from "@domain/money/format-inr";
import { paiseToRupees } from "@domain/money/paise";
import { parseRupees, safeParseRupees } from "@domain/money/parse-rupees";
import { rupeeAmount } from "@domain/schemas/number-fields";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { MoneyForm } from "@resources/collections/money-form";
import { Text } from "@resources/collections/payment-forms";
import { FormField } from "@resources/invoices/form-field";
import { Alert, Select } from "antd";
import { useEffect, useRef } from "react";
import { type Control, useController, useWatch } from "react-hook-form";
import { z } from "zod";

/** The waiver's fields: the amount typed in rupees (already checked as such), sent in paise. */
const fields = z.object({
  component: emiWaiverRequestSchema.shape.component,
  amountPaise: rupeeAmount("Amount").transform((text) => parseRupees(text)),
  reason: emiWaiverRequestSchema.shape.reason,
});
type WaiveValues = { component: string; amountPaise: string; reason: string };

/** What the EMI still owes of each component. */
export const owedOf = (emi: EmiDetail): Record<DueComponent, number> => ({
  PENAL: emi.penalDuePaise - emi.penalPaidPaise,
  INTEREST: emi.interestDuePaise - emi.interestPaidPaise,
  PRINCIPAL: emi.principalDuePaise - emi.principalPaidPaise,
});

const rupeeText = (paise: number) => String(paiseToRupees(paise));

/** The component, its amount (the whole of what is owed of it until changed) and what the due owes after. */
function WaiverFields({
  emi,
  control,
}: {
  emi: EmiDetail;
  control: Control<WaiveValues, unknown, WaiveValues>;
}) {
  const owed = owedOf(emi);
  const component = useWatch({ control, name: "component" }) as DueComponent;
  const { field: amount } = useController({ control, name: "amountPaise" });
  const shown = useRef(component);
  useEffect(() => {
    if (shown.current === component) return;
    shown.current = component;
    amount.onChange(rupeeText(owed[component] ?? 0));
  }, [component, amount, owed]);
  const typed = safeParseRupees(String(amount.value ?? ""));
  const waived = typed.valid ? typed.value : 0;
  const label = DUE_COMPONENT_LABELS[component] ?? "";
  const owes = (paise: number) => formatInr(Math.max(paise, 0), { currency: true });
  return (
    <>
      <FormField control={control} name="component" label="Component" required>
        {(field) => (
          <Select
            id={field.id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-invalid={field["aria-invalid"]}
            options={DUE_COMPONENTS.filter((value) => owed[value] > 0).map((value) => ({
              value,
              label: `${DUE_COMPONENT_LABELS[value]} (${formatInr(owed[value], { currency: true })} owed)`,
            }))}
          />
        )}
      </FormField>
      <Text control={control} name="amountPaise" label="Amount (₹)" required />
      <Text control={control} name="reason" label="Reason" required />
      <Alert
        type="info"
        showIcon
        message={`After the waiver this EMI owes ${owes((owed[component] ?? 0) - waived)} of ${label.toLowerCase()} and ${owes(emi.outstandingPaise - waived)} in all.`}
        description="Another staff user must approve the waiver; until then nothing changes."
      />
    </>
  );
}

/**
 * "Waive": part or all of what the EMI owes of one component (penal, interest or principal), with a reason,
 * sent for a second staff user's approval. The approval leaves a ledger line and lowers the due.
 */
export function WaiveDueForm({ emi }: { emi: EmiDetail }) {
  const owed = owedOf(emi);
  const first = DUE_COMPONENTS.find((component) => owed[component] > 0) ?? "PENAL";
  return (
    <MoneyForm<WaiveValues>
      label="Waive"
      schema={fields as unknown as z.ZodType<unknown, WaiveValues>}
      call={{ url: `${resolveEndpoint("emis", "one", emi.id).url}/waive` }}
      submitLabel="Send for approval"
      extra={{ version: emi.version }}
      defaults={{ component: first, amountPaise: rupeeText(owed[first]), reason: "" }}
    >
      {(control) => <WaiverFields emi={emi} control={control} />}
    </MoneyForm>
  );
}
