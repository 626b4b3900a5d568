import { FormField } from "@resources/invoices/form-field";
import formStyles from "@src/components/record-form/record-form.module.css";
import { Input } from "antd";
import { ChoiceSelect } from "./choice-select";
import type { Control } from "react-hook-form";
import { LOAN_FORM_OPTIONS } from "./loan-form-options";
import type { SharedLoanValues } from "./loan-form-values";
import { RupeeInput } from "@src/components/rupee-input";

/** A decimal the user types: no `maxLength`, so the spec's "at most N characters" message can show. */
const decimal = { inputMode: "decimal" as const, autoComplete: "off" };

/** The terms both loan forms have: amount, tenure, rate, fee, GST on the fee, penal interest, frequency. */
export function TermsFields({ control }: { control: Control<SharedLoanValues> }) {
  return (
    <>
      <FormField control={control} name="loanAmount" label="Loan Amount (₹)" required>
        {(field) => <RupeeInput {...field} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="loanTenure" label="Loan Tenure (months)" required>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="interestRateKfs" label="Interest Rate (% per year)" required>
        {(field) => <Input {...field} {...decimal} />}
      </FormField>
      <FormField control={control} name="processingFeeKfs" label="Processing Fee (%)" required>
        {(field) => <Input {...field} {...decimal} />}
      </FormField>
      <FormField control={control} name="feeGstPercent" label="GST on Fee (%)">
        {(field) => <Input {...field} value={field.value ?? ""} {...decimal} />}
      </FormField>
      <FormField control={control} name="repayFrequencies" label="Repayment Frequency" required>
        {(field) => <ChoiceSelect {...field} options={LOAN_FORM_OPTIONS.repayFrequencies} />}
      </FormField>
    </>
  );
}

/** The four security fields of both loan forms. */
export function SecurityFields({ control }: { control: Control<SharedLoanValues> }) {
  const fields = [
    ["primarySecurity", "Primary Security"],
    ["guaranteePersonal", "Personal Guarantee"],
    ["securityCheques", "Security Cheques"],
    ["businessCovenants", "Business Covenants"],
  ] as const;
  return (
    <>
      <h3 className={`${formStyles.section} ${formStyles.wide}`}>Security</h3>
      {fields.map(([name, label]) => (
        <FormField key={name} control={control} name={name} label={label}>
          {(field) => <Input.TextArea {...field} value={field.value ?? ""} rows={2} />}
        </FormField>
      ))}
    </>
  );
}
