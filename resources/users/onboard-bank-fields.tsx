import type { MerchantOnboardingRequest } from "@domain/api/merchant-onboarding";
import { FormField } from "@resources/invoices/form-field";
import type { useIfscLookup } from "@resources/lender-bank-accounts/use-ifsc-lookup";
import { Input } from "antd";
import type { Control } from "react-hook-form";
import { TextField } from "./admin-user-fields";
import { FlagField } from "./onboard-fields";
import styles from "@src/components/record-form/record-form.module.css";

type Props = {
  control: Control<MerchantOnboardingRequest>;
  /** What the IFSC directory says of the typed IFSC. */
  lookup: ReturnType<typeof useIfscLookup>;
};

/** The merchant's bank account (optional): the bank name is filled from the IFSC and cannot be typed. */
export function OnboardBankFields({ control, lookup }: Props) {
  const bankNote = lookup.looking
    ? "Looking up the IFSC…"
    : (lookup.problem ??
      (lookup.branchName ? `Filled from the IFSC: ${lookup.branchName} branch` : "Filled from the IFSC"));
  return (
    <>
      <h3 className={styles.section}>Bank account</h3>
      <div className={styles.grid}>
        <TextField control={control} name="accountNumber" label="Account Number" />
        <FormField control={control} name="ifsc" label="IFSC">
          {(field) => (
            <Input
              {...field}
              value={field.value ?? ""}
              maxLength={11}
              autoComplete="off"
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            />
          )}
        </FormField>
        <FormField control={control} name="bankName" label="Bank Name" filledFrom={bankNote}>
          {(field) => <Input {...field} value={field.value ?? ""} disabled />}
        </FormField>
        <TextField control={control} name="accountHolderName" label="Account Holder Name" />
        <FlagField
          control={control}
          name="isPrimary"
          label="Primary account"
          sentence="Pay the merchant into this account"
        />
      </div>
    </>
  );
}
