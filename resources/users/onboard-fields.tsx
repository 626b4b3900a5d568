import { optionsOf } from "@domain/enums/labels";
import type { MerchantOnboardingRequest } from "@domain/api/merchant-onboarding";
import { PROGRAMME_USER_TYPE_LABELS, PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { FormField } from "@resources/invoices/form-field";
import { Checkbox, Input, Select } from "antd";
import type { Control } from "react-hook-form";
import { LenderField, TextField } from "./admin-user-fields";
import styles from "@src/components/record-form/record-form.module.css";

type Props = { control: Control<MerchantOnboardingRequest> };
type TermName = "loanTenure" | "processingFeeKfs" | "simpleInterest" | "penalInterest";

/** A term of at most 5 characters (spec), with its unit after it. */
function TermField({ control, name, label, unit }: Props & { name: TermName; label: string; unit: string }) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => (
        <Input
          {...field}
          value={field.value ?? ""}
          inputMode="decimal"
          maxLength={5}
          suffix={unit}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

/** A yes/no of the form: its field label, and the sentence the box says yes to. */
export function FlagField(
  props: Props & { name: "isSupplier" | "isPrimary"; label: string; sentence: string },
) {
  const { control, name, label, sentence } = props;
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => (
        <Checkbox
          id={field.id}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
        >
          {sentence}
        </Checkbox>
      )}
    </FormField>
  );
}

/** Who the merchant is: name, business, contacts and its user type. */
export function MerchantFields({ control }: Props) {
  return (
    <>
      <h3 className={styles.section}>Merchant</h3>
      <div className={styles.grid}>
        <TextField control={control} name="fullName" label="Full Name" required />
        <TextField control={control} name="businessName" label="Business Name" required />
        <TextField control={control} name="email" label="Email" type="email" required />
        <TextField control={control} name="mobile" label="Mobile" type="tel" required />
        <FormField control={control} name="userType" label="User Type" required>
          {(field) => (
            <Select
              {...field}
              value={field.value || undefined}
              aria-label="User Type"
              placeholder="Choose the user type"
              options={optionsOf(PROGRAMME_USER_TYPES, PROGRAMME_USER_TYPE_LABELS)}
            />
          )}
        </FormField>
        <LenderField control={control} name="lenderId" label="Lender" />
        <FlagField
          control={control}
          name="isSupplier"
          label="Supplier"
          sentence="The merchant is a supplier"
        />
      </div>
    </>
  );
}

/** The merchant's terms: each up to 5 characters. */
export function TermsFields({ control }: Props) {
  return (
    <>
      <h3 className={styles.section}>Terms</h3>
      <div className={styles.grid}>
        <TermField control={control} name="loanTenure" label="Loan Tenure" unit="months" />
        <TermField control={control} name="processingFeeKfs" label="Processing Fees" unit="%" />
        <TermField control={control} name="simpleInterest" label="Simple Interest" unit="% a year" />
        <TermField control={control} name="penalInterest" label="Penal Interest" unit="%" />
      </div>
    </>
  );
}
