import {
  individualLoanCreateRequestSchema,
  individualLoanUpdateRequestSchema,
  type LoanDetail,
} from "@domain/api/loans";
import { FormField } from "@resources/invoices/form-field";
import { LenderField } from "@resources/lender-bank-accounts/lender-field";
import formStyles from "@src/components/record-form/record-form.module.css";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { Input } from "antd";
import { type Control, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { BorrowerAccountSelect } from "./borrower-account-select";
import { CalculationPanel } from "./calculation-panel";
import {
  type IndividualLoanFormValues,
  individualLoanFormValues,
  type SharedLoanValues,
} from "./loan-form-values";
import styles from "./loan-form.module.css";
import { LOAN_ROUTES, loanShowPath } from "./loan-routes";
import { OtherChargesFields } from "./other-charges-fields";
import { SecurityFields, TermsFields } from "./shared-loan-fields";
import { useKfsCalculation } from "./use-kfs-calculation";
import { useLoanEntryForm } from "./use-loan-entry-form";

/**
 * The individual loan form (spec sections 3 and 5): the lender, the borrower with father's name, mobile
 * ('Phone number should be 10 digits') and address, the terms and the security; the APR and schedule live
 * beside it as in the KFS form.
 */
export function IndividualLoanForm({ loan }: { loan?: LoanDetail }) {
  const editing = loan !== undefined;
  const navigate = useNavigate();
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

  return (
    <div className={styles.layout}>
      <RecordFormFrame
        label={editing ? `Edit loan ${loan.loanNumber}` : "New individual loan"}
        submitLabel={editing ? "Save loan" : "Create loan"}
        submitting={formLoading}
        onSubmit={submit}
        cancel={() => void navigate(loan ? loanShowPath(loan.id) : LOAN_ROUTES.list)}
      >
        <h3 className={`${formStyles.section} ${formStyles.wide}`}>Lender and borrower</h3>
        <FormField control={control} name="lenderId" label="Lender" required>
          {(field) => <LenderField {...field} />}
        </FormField>
        <FormField control={control} name="borrowerUserId" label="Borrower Account">
          {(field) => (
            <BorrowerAccountSelect
              {...field}
              onPick={(user) => {
                if (!getValues("borrowerName")) setValue("borrowerName", user.businessName ?? user.name);
              }}
            />
          )}
        </FormField>
        <FormField control={control} name="borrowerName" label="Borrower Name" required>
          {(field) => <Input {...field} />}
        </FormField>
        <FormField control={control} name="borrowerFatherName" label="Father's Name" required>
          {(field) => <Input {...field} />}
        </FormField>
        <FormField control={control} name="borrowerMobile" label="Mobile" required>
          {(field) => <Input {...field} inputMode="numeric" autoComplete="tel-national" />}
        </FormField>
        <FormField control={control} name="borrowerAddress" label="Address" required>
          {(field) => <Input.TextArea {...field} rows={2} />}
        </FormField>
        <h3 className={`${formStyles.section} ${formStyles.wide}`}>Terms</h3>
        <TermsFields control={shared} />
        <FormField control={control} name="penalInterest" label="Penal Interest (%)">
          {(field) => <Input {...field} value={field.value ?? ""} inputMode="decimal" />}
        </FormField>
        <OtherChargesFields control={shared} />
        <SecurityFields control={shared} />
      </RecordFormFrame>
      <CalculationPanel live={live} frequency={values.repayFrequencies} />
    </div>
  );
}
