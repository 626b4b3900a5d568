import type { LoanDetail } from "@domain/api/loans";
import { loanWriteOffRequestSchema } from "@domain/api/loans";
import { formatInr } from "@domain/money/format-inr";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { MoneyForm } from "@resources/collections/money-form";
import { Text } from "@resources/collections/payment-forms";
import { Alert } from "antd";

const fields = loanWriteOffRequestSchema.omit({ version: true });

/**
 * "Propose write-off": the reason, sent for a second staff user's approval (`LOAN_WRITE_OFF`). Until approved
 * the loan stays active; the approval writes it off and records what its dues owe as written off. The dues stay
 * owing and recoverable (a technical write-off), and the day-end keeps classifying them.
 */
export function ProposeWriteOffForm({
  loan,
}: {
  loan: Pick<LoanDetail, "id" | "version" | "loanNumber" | "loanAmountPaise">;
}) {
  return (
    <MoneyForm
      label="Propose write-off"
      schema={fields}
      call={{ url: `${resolveEndpoint("loans", "one", loan.id).url}/write-off` }}
      submitLabel="Send for approval"
      extra={{ version: loan.version }}
      defaults={{ reason: "" }}
    >
      {(control) => (
        <>
          <Alert
            type="warning"
            showIcon
            message={`Another staff user must approve writing off loan ${loan.loanNumber} (${formatInr(loan.loanAmountPaise, { currency: true })}). Until then it stays active; once written off, its dues stay owing and recoverable.`}
          />
          <Text control={control} name="reason" label="Reason" required />
        </>
      )}
    </MoneyForm>
  );
}
