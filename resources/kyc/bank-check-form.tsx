import { zodResolver } from "@hookform/resolvers/zod";
import type { BankValidation } from "@domain/api/kyc";
import { type BankInput, type BankValues, bankSchema } from "@domain/schemas/kyc-checks";
import { FormField } from "@resources/invoices/form-field";
import { Input } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CheckCard } from "./check-card";
import { CheckResult } from "./check-result";
import { sameName } from "./same-name";
import { useKycCheck } from "./use-kyc-check";

/** Bank check: the IFSC's bank and branch, and the account's holder against the name given. */
export function BankCheckForm() {
  const check = useKycCheck<BankValidation>("bank-validation");
  const { control, handleSubmit, formState } = useForm<BankInput, unknown, BankValues>({
    resolver: zodResolver(bankSchema),
    defaultValues: { bankAccount: "", accountHolderName: "", ifsc: "", phoneNumber: "" },
  });
  // The name the answer is compared with: the one sent, not whatever the field holds now.
  const [given, setGiven] = useState("");
  const submit = handleSubmit(({ bankAccount, ifsc, accountHolderName }) => {
    setGiven(accountHolderName);
    return check.run({ bankAccount, ifsc });
  });
  const { result } = check;
  const holderNote = (holder: string) =>
    sameName(holder, given) ? "(matches the name given)" : "(does not match the name given)";
  return (
    <CheckCard
      title="Bank account"
      description="Checks the IFSC and the account number, and finds the bank, the branch and the account holder."
      submitLabel="Check bank account"
      submitting={formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      failure={check.failure}
      result={
        result ? (
          <CheckResult
            subject={`Account ${result.bankAccount}`}
            valid={result.valid}
            message={result.message}
            source={result.source}
            facts={[
              { label: "Bank", value: result.bankName },
              { label: "Branch", value: result.branch },
              { label: "IFSC", value: result.ifsc },
              {
                label: "Account holder",
                value: result.accountHolderName,
                note: result.accountHolderName ? holderNote(result.accountHolderName) : undefined,
              },
            ]}
          />
        ) : null
      }
    >
      <FormField control={control} name="bankAccount" label="Bank Account" required>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="accountHolderName" label="Account Holder Name" required>
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="ifsc" label="IFSC" required>
        {(field) => <Input {...field} autoComplete="off" placeholder="HDFC0000001" />}
      </FormField>
      <FormField control={control} name="phoneNumber" label="Phone Number" required>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
      </FormField>
    </CheckCard>
  );
}
