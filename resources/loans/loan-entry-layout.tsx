import type { LoanDetail } from "@domain/api/loans";
import { FormField } from "@resources/invoices/form-field";
import formStyles from "@src/components/record-form/record-form.module.css";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { Input } from "antd";
import type { ComponentProps, ReactNode } from "react";
import type { Control } from "react-hook-form";
import { useNavigate } from "react-router";
import { BorrowerAccountSelect } from "./borrower-account-select";
import { CalculationPanel } from "./calculation-panel";
import type { SharedLoanValues } from "./loan-form-values";
import styles from "./loan-form.module.css";
import { LOAN_ROUTES, loanShowPath } from "./loan-routes";
import { OtherChargesFields } from "./other-charges-fields";
import { SecurityFields } from "./shared-loan-fields";
import type { useKfsCalculation } from "./use-kfs-calculation";

/**
 * A loan entry form's frame, new or changed: its own fields, then the charges and the security both forms
 * share; beside them the APR, EMI and schedule of the terms as typed. Cancel goes back to the loan or the list.
 */
export function LoanEntryLayout(props: {
  loan?: LoanDetail;
  newLabel: string;
  control: Control<SharedLoanValues>;
  submitting: boolean;
  onSubmit: ComponentProps<typeof RecordFormFrame>["onSubmit"];
  live: ReturnType<typeof useKfsCalculation>;
  frequency: unknown;
  /** EMIs in advance (the Loan/KFS form's choice; the individual form's are in arrears). */
  advance?: boolean;
  children: ReactNode;
}) {
  const { loan, control } = props;
  const navigate = useNavigate();
  return (
    <div className={styles.layout}>
      <RecordFormFrame
        label={loan ? `Edit loan ${loan.loanNumber}` : props.newLabel}
        submitLabel={loan ? "Save loan" : "Create loan"}
        submitting={props.submitting}
        onSubmit={props.onSubmit}
        cancel={() => void navigate(loan ? loanShowPath(loan.id) : LOAN_ROUTES.list)}
      >
        {props.children}
        <OtherChargesFields control={control} />
        <SecurityFields control={control} />
      </RecordFormFrame>
      <CalculationPanel live={props.live} frequency={props.frequency} advance={props.advance} />
    </div>
  );
}

/** The section heading of a loan form, across both columns. */
export function LoanFormSection({ children }: { children: ReactNode }) {
  return <h3 className={`${formStyles.section} ${formStyles.wide}`}>{children}</h3>;
}

/** The borrower's account (a search) and name; picking an account fills an empty name with its business's. */
export function BorrowerFields(props: {
  control: Control<SharedLoanValues>;
  fillName: (name: string) => void;
}) {
  return (
    <>
      <FormField control={props.control} name="borrowerUserId" label="Borrower Account">
        {(field) => (
          <BorrowerAccountSelect
            {...field}
            onPick={(user) => props.fillName(user.businessName ?? user.name)}
          />
        )}
      </FormField>
      <FormField control={props.control} name="borrowerName" label="Borrower Name" required>
        {(field) => <Input {...field} />}
      </FormField>
    </>
  );
}
