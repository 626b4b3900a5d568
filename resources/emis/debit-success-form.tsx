import { type EmiDetail, nachDebitRequestSchema } from "@domain/api/emis";
import { rupeeText } from "@domain/api/kfs-calculator";
import { businessDateAt } from "@domain/dates/business-date";
import { MoneyForm } from "@resources/collections/money-form";
import { DateField, Text } from "@resources/collections/payment-forms";

const fields = nachDebitRequestSchema.omit({ emiId: true });

/**
 * "Debit succeeded" for a bank that reports by file: the amount debited (what the EMI owes unless the file
 * says less), the bank's reference (kept as the UTR) and the debit date, sent for a second staff user's approval.
 */
export function DebitSuccessForm({ emi }: { emi: EmiDetail }) {
  return (
    <MoneyForm
      label="Debit succeeded"
      schema={fields}
      call={{ operation: "nachDebit" }}
      submitLabel="Send for approval"
      extra={{ emiId: emi.id }}
      defaults={{
        amount: rupeeText(emi.outstandingPaise),
        bankReference: "",
        debitDate: businessDateAt(new Date()),
      }}
    >
      {(control) => (
        <>
          <Text control={control} name="amount" label="Amount" required />
          <Text control={control} name="bankReference" label="Bank reference" required />
          <DateField control={control} name="debitDate" label="Debit Date" required />
        </>
      )}
    </MoneyForm>
  );
}
