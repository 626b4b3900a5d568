import { type LoanDetail, loanCreateRequestSchema, loanUpdateRequestSchema } from "@domain/api/loans";
import { LenderField } from "@resources/lender-bank-accounts/lender-field";
import { DateInput } from "@resources/invoices/date-input";
import { FormField } from "@resources/invoices/form-field";
import { AnchorSelect } from "@src/components/anchor-select";
import { Input, Radio } from "antd";
import { useCallback, useEffect } from "react";
import { type Control, useWatch } from "react-hook-form";
import { ChoiceSelect } from "./choice-select";
import { LOAN_FORM_OPTIONS } from "./loan-form-options";
import { type LoanFormValues, loanFormValues, type SharedLoanValues } from "./loan-form-values";
import styles from "./loan-form.module.css";
import { ProgrammeSelect } from "./programme-select";
import { TermsFields } from "./shared-loan-fields";
import { useAnchorName } from "./use-anchor-name";
import { BorrowerFields, LoanEntryLayout, LoanFormSection } from "./loan-entry-layout";
import { useKfsCalculation } from "./use-kfs-calculation";
import { useLoanEntryForm } from "./use-loan-entry-form";
import { useLoanViewer } from "./use-loan-viewer";

const O = LOAN_FORM_OPTIONS;

/**
 * The Loan/KFS form (spec sections 3 and 5), new or changed: every spec field with its rules and messages;
 * beside it the APR, EMI, net disbursed amount and schedule of the terms as typed (the server recomputes
 * them on save). A change of terms after the KFS is issued makes the next KFS a new version.
 */
export function LoanForm({ loan }: { loan?: LoanDetail }) {
  // The anchor search is platform staff's; an NBFC user places the loan by its programme (or names the anchor).
  const platformStaff = useLoanViewer().isPlatformStaff;
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    refineCore: { onFinish, formLoading },
  } = useLoanEntryForm<LoanFormValues>({
    loan,
    resource: "loans",
    createSchema: loanCreateRequestSchema,
    updateSchema: loanUpdateRequestSchema,
    defaultValues: loanFormValues(loan),
    createdMessage: "Loan created. Its details wait for review",
  });
  const values = useWatch({ control });
  const live = useKfsCalculation(values);
  const apr = live.calculation?.apr;
  useEffect(() => {
    if (apr) setValue("apr", apr);
  }, [apr, setValue]);
  const anchorId = values.anchorId;
  const fillAnchorName = useCallback(
    (name: string) => setValue("anchorName", name, { shouldValidate: true }),
    [setValue],
  );
  useAnchorName(anchorId, fillAnchorName);

  const shared = control as unknown as Control<SharedLoanValues>;
  // A refused save is shown by Refine: a toast, and the server's field errors under the fields.
  const submit = handleSubmit((form) => onFinish(form).catch(() => undefined));
  const fillName = (name: string) => {
    if (!getValues("borrowerName")) setValue("borrowerName", name);
  };

  return (
    <LoanEntryLayout
      loan={loan}
      newLabel="New loan"
      control={shared}
      submitting={formLoading}
      onSubmit={submit}
      live={live}
      frequency={values.repayFrequencies}
      advance={values.paymentTiming === "START"}
    >
      <LoanFormSection>Lender, anchor and borrower</LoanFormSection>
      <FormField control={control} name="lender" label="Lender" required>
        {(field) => <LenderField {...field} />}
      </FormField>
      {platformStaff ? (
        <FormField control={control} name="anchorId" label="Anchor">
          {(field) => (
            <AnchorSelect
              {...field}
              onChange={(next) => {
                field.onChange(next);
                setValue("programmeId", undefined);
              }}
            />
          )}
        </FormField>
      ) : null}
      {anchorId ? (
        <FormField
          control={control}
          name="anchorName"
          label="Anchor Name"
          filledFrom="From the anchor picked above"
        >
          {(field) => <Input {...field} readOnly />}
        </FormField>
      ) : (
        <FormField control={control} name="anchorName" label="Anchor Name" required>
          {(field) => <Input {...field} />}
        </FormField>
      )}
      <FormField control={control} name="programmeId" label="Programme">
        {(field) => (
          <ProgrammeSelect
            {...field}
            anchorId={anchorId}
            lenderId={values.lender || undefined}
            placeholder="No programme"
          />
        )}
      </FormField>
      <BorrowerFields control={shared} fillName={fillName} />
      <FormField control={control} name="userType" label="User Type" required>
        {(field) => <ChoiceSelect {...field} options={O.userType} />}
      </FormField>
      <FormField control={control} name="businessCategories" label="Business Category" required>
        {(field) => <ChoiceSelect {...field} options={O.businessCategories} />}
      </FormField>
      <FormField control={control} name="businessTypes" label="Business Type" required>
        {(field) => <ChoiceSelect {...field} options={O.businessTypes} />}
      </FormField>
      <FormField control={control} name="geography" label="Geography">
        {(field) => <Input {...field} value={field.value ?? ""} />}
      </FormField>

      <LoanFormSection>Terms</LoanFormSection>
      <TermsFields control={shared} />
      <FormField control={control} name="rateCalDuration" label="Interest Calculation" required>
        {(field) => <ChoiceSelect {...field} options={O.rateCalDuration} />}
      </FormField>
      <FormField control={control} name="penalInterest" label="Penal Interest (%)" required>
        {(field) => <Input {...field} inputMode="decimal" />}
      </FormField>
      <FormField control={control} name="apr" label="APR (%)" filledFrom="Calculated from the terms">
        {(field) => <Input {...field} value={field.value ?? ""} readOnly className={styles.readOnly} />}
      </FormField>
      <FormField control={control} name="repaymentFrequency" label="Repayment Duration" required>
        {(field) => <ChoiceSelect {...field} options={O.repaymentFrequency} />}
      </FormField>
      <FormField control={control} name="paymentTiming" label="EMI Timing">
        {({ value, onChange, disabled, name }) => (
          <Radio.Group
            name={name}
            value={value}
            disabled={disabled}
            options={O.paymentTiming}
            onChange={(event) => {
              onChange(event.target.value);
              // In advance, the first EMI falls on the disbursal date: there is no start date to choose.
              if (event.target.value === "START") setValue("emiDebitStarts", undefined);
            }}
          />
        )}
      </FormField>
      {values.paymentTiming === "START" ? null : (
        <FormField control={control} name="emiDebitStarts" label="EMI Debit Start Date">
          {(field) => <DateInput {...field} />}
        </FormField>
      )}
      <FormField control={control} name="dailyDeduction" label="Daily Deduction" required>
        {(field) => <ChoiceSelect {...field} options={O.dailyDeduction} />}
      </FormField>
      <FormField control={control} name="invoiceType" label="Invoice Type" required>
        {(field) => <ChoiceSelect {...field} options={O.invoiceType} />}
      </FormField>
      <FormField control={control} name="disableAutoDebit" label="Auto-debit">
        {(field) => <ChoiceSelect {...field} allowClear options={O.disableAutoDebit} />}
      </FormField>
    </LoanEntryLayout>
  );
}
