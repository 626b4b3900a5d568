import { bulkCollectionSchema, settlementSchema, userCollectionSchema } from "@domain/schemas/collection";
import { manualPaymentSchema } from "@domain/schemas/payment-operations";
import { businessDateAt } from "@domain/dates/business-date";
import { AnchorSelect } from "@src/components/anchor-select";
import { BorrowerAccountSelect } from "@resources/loans/borrower-account-select";
import { DateInput } from "@resources/invoices/date-input";
import { FormField } from "@resources/invoices/form-field";
import { Checkbox, Input } from "antd";
import type { Control, FieldValues, Path } from "react-hook-form";
import { MoneyForm } from "./money-form";

const today = () => businessDateAt(new Date());

export function Text<T extends FieldValues>({
  control,
  name,
  label,
  required,
  placeholder,
}: {
  control: Control<T, unknown, T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => <Input {...field} value={field.value ?? ""} autoComplete="off" placeholder={placeholder} />}
    </FormField>
  );
}

/** A date up to today: money cannot arrive in the future. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: {
  control: Control<T, unknown, T>;
  name: Path<T>;
  label: string;
  required?: boolean;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => (
        <DateInput
          id={field.id}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          max={today()}
          aria-invalid={field["aria-invalid"]}
        />
      )}
    </FormField>
  );
}

export function Flag<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => (
        <Checkbox
          id={field.id}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      )}
    </FormField>
  );
}

function Borrower<T extends FieldValues>({ control }: { control: Control<T, unknown, T> }) {
  return (
    <FormField control={control} name={"userId" as Path<T>} label="User" required>
      {(field) => (
        <BorrowerAccountSelect
          id={field.id}
          value={field.value}
          onChange={field.onChange}
          aria-invalid={field["aria-invalid"]}
        />
      )}
    </FormField>
  );
}

/** The spec's manual payment: paymentInvoiceId names the loan or invoice (its number or id). */
export function ManualPaymentForm() {
  return (
    <MoneyForm
      label="Manual payment"
      schema={manualPaymentSchema}
      call={{ operation: "manualPayment" }}
      submitLabel="Send for approval"
      defaults={{
        paymentInvoiceId: "",
        paymentAmount: "",
        utrNumber: "",
        paymentDate: today(),
        cmWise: false,
        useCmDtAsSettlement: false,
      }}
    >
      {(control) => (
        <>
          <Text
            control={control}
            name="paymentInvoiceId"
            label="Invoice Id"
            placeholder="Loan number (LN-…), invoice number or id"
          />
          <Text control={control} name="paymentAmount" label="Payment Amount" required />
          <Text control={control} name="utrNumber" label="UTR number" required />
          <DateField control={control} name="paymentDate" label="Payment Date" required />
          <DateField control={control} name="utrDate" label="UTR Date" />
          <DateField control={control} name="nachDate" label="NACH Date" />
          <Flag control={control} name="cmWise" label="CM wise (settle from the collection manager)" />
          <Flag control={control} name="useCmDtAsSettlement" label="Use CM date as settlement date" />
        </>
      )}
    </MoneyForm>
  );
}

/** The spec's user collection: a credit from one borrower. */
export function UserCollectionForm() {
  return (
    <MoneyForm
      label="User collection"
      schema={userCollectionSchema}
      call={{ operation: "userCollection" }}
      submitLabel="Send for approval"
      defaults={{
        userId: "",
        amount: "",
        utr: "",
        collectionDate: today(),
        cmWise: false,
        useCmDtAsSettlement: false,
      }}
    >
      {(control) => (
        <>
          <Borrower control={control} />
          <Text control={control} name="amount" label="Amount" required />
          <Text control={control} name="utr" label="UTR number" required />
          <DateField control={control} name="collectionDate" label="Collection Date" required />
          <DateField control={control} name="utrDate" label="UTR Date" />
          <DateField control={control} name="nachDate" label="NACH Date" />
          <Flag control={control} name="cmWise" label="CM wise (settle from the collection manager)" />
          <Flag control={control} name="useCmDtAsSettlement" label="Use CM date as settlement date" />
        </>
      )}
    </MoneyForm>
  );
}

/** The spec's bulk collection: one credit from an anchor (the Bulk Id) for its network's dues. */
export function BulkCollectionForm() {
  return (
    <MoneyForm
      label="Bulk collection"
      schema={bulkCollectionSchema}
      call={{ operation: "bulkCollection" }}
      submitLabel="Send for approval"
      defaults={{
        bulkId: "",
        amount: "",
        utr: "",
        collectionDate: today(),
        waivedOffPenal: false,
        applyOverDueInterest: false,
      }}
    >
      {(control) => (
        <>
          <FormField control={control} name="bulkId" label="Bulk Id (anchor)" required>
            {(field) => (
              <AnchorSelect
                id={field.id}
                value={field.value}
                onChange={(value) => field.onChange(value ?? "")}
                aria-invalid={field["aria-invalid"]}
              />
            )}
          </FormField>
          <Text control={control} name="amount" label="Amount" required />
          <Text control={control} name="utr" label="UTR number" required />
          <DateField control={control} name="collectionDate" label="Collection Date" required />
          <Flag control={control} name="waivedOffPenal" label="Waive off penal" />
          <Flag control={control} name="applyOverDueInterest" label="Apply overdue interest" />
        </>
      )}
    </MoneyForm>
  );
}

/** The spec's settlement of a borrower's dues. */
export function SettlementForm() {
  return (
    <MoneyForm
      label="Settlement"
      schema={settlementSchema}
      call={{ operation: "settlement" }}
      submitLabel="Send for approval"
      defaults={{ userId: "", amount: "", utr: "", settleDate: today() }}
    >
      {(control) => (
        <>
          <Borrower control={control} />
          <Text control={control} name="amount" label="Amount" required />
          <Text control={control} name="utr" label="UTR number" required />
          <DateField control={control} name="settleDate" label="Settlement Date" required />
        </>
      )}
    </MoneyForm>
  );
}
