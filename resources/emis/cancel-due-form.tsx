import { type EmiDetail, emiCancelRequestSchema } from "@domain/api/emis";
import { formatInr } from "@domain/money/format-inr";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { MoneyForm } from "@resources/collections/money-form";
import { Text } from "@resources/collections/payment-forms";
import { Alert } from "antd";

const fields = emiCancelRequestSchema.omit({ version: true });

/**
 * "Cancel EMI": the reason, sent for a second staff user's approval. Until approved the EMI stays owed and keeps
 * ageing; the approval removes what it still owes by ledger lines and cancels it.
 */
export function CancelDueForm({ emi }: { emi: EmiDetail }) {
  return (
    <MoneyForm
      label="Cancel EMI"
      schema={fields}
      call={{ url: `${resolveEndpoint("emis", "one", emi.id).url}/cancel` }}
      submitLabel="Send for approval"
      extra={{ version: emi.version }}
      defaults={{ reason: "" }}
    >
      {(control) => (
        <>
          <Alert
            type="warning"
            showIcon
            message={`Another staff user must approve this cancellation. Until then the ${formatInr(emi.outstandingPaise, { currency: true })} outstanding stays owed and keeps counting days past due.`}
          />
          <Text control={control} name="reason" label="Reason" required />
        </>
      )}
    </MoneyForm>
  );
}
