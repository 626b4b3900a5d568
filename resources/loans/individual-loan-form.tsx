import {
  individualLoanCreateRequestSchema,
  individualLoanUpdateRequestSchema,
  type LoanDetail,
} from "@domain/api/loans";
import { FormField } from "@resources/invoices/form-field";
import { LenderField } from "@resources/lender-bank-accounts/lender-field";
import { Input } from "antd";
import { type Control, useWatch } from "react-hook-form";
import {
  type IndividualLoanFormValues,
  individualLoanFormValues,
  type SharedLoanValues,
} from "./loan-form-values";
import { TermsFields } from "./shared-loan-fields";
import { BorrowerFields, LoanEntryLayout, LoanFormSection } from "./loan-entry-layout";
import { useKfsCalculation } from "./use-kfs-calculation";
import { useLoanEntryForm } from "./use-loan-entry-form";

/**
 * The individual loan form (spec sections 3 and 5): the lender, the borrower with father's name, mobile
 * ('Phone number should be 10 digits'), PAN (optional: the borrower is matched on it) and address, the terms
 * and the security; the APR and schedule live beside it as in the KFS form.
 */
export function IndividualLoanForm({ loan }: { loan?: LoanDetail }) {
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    refineCore: { onFinish, formLoading },
  } = useLoanEntryForm<IndividualLoanFormValues>({
    loan,
    resource: "individual-loans",
    createSchema: individualLoanCreateRequestSchema,
    updateSchema: individualLoanUpdateRequestSchema,
    defaultValues: individualLoanFormValues(loan),
    createdMessage: "Individual loan created. Its details wait for review",
  });
  const values = useWatch({ control });
  const live = useKfsCalculation(values);
  const shared = control as unknown as Control<SharedLoanValues>;
  const submit = handleSubmit((form) => onFinish(form).catch(() => undefined));
  const fillName = (name: string) => {
    if (!getValues("borrowerName")) setValue("borrowerName", name);
  };

  return (
    <LoanEntryLayout
      loan={loan}
      newLabel="New individual loan"
      control={shared}
      submitting={formLoading}
      onSubmit={submit}
      live={live}
      frequency={values.repayFrequencies}
    >
      <LoanFormSection>Lender and borrower</LoanFormSection>
      <FormField control={control} name="lenderId" label="Lender" required>
        {(field) => <LenderField {...field} />}
      </FormField>
      <BorrowerFields control={shared} fillName={fillName} />
      <FormField control={control} name="borrowerFatherName" label="Father's Name" required>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="borrowerMobile" label="Mobile" required>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="tel-national" />}
      </FormField>
      <FormField control={control} name="borrowerPan" label="PAN (optional)">
        {(field) => <Input {...field} value={field.value ?? ""} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="borrowerAddress" label="Address" required>
        {(field) => <Input.TextArea {...field} rows={2} />}
      </FormField>
      <LoanFormSection>Terms</LoanFormSection>
      <TermsFields control={shared} />
      <FormField control={control} name="penalInterest" label="Penal Interest (%)">
        {(field) => <Input {...field} value={field.value ?? ""} inputMode="decimal" />}
      </FormField>
    </LoanEntryLayout>
  );
}
