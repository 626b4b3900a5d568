import { type EmiItem, type EmiScheduleRequest, emiScheduleRequestSchema } from "@domain/api/emis";
import { invoiceCancelBodySchema } from "@domain/api/invoices";
import { businessDateAt } from "@domain/dates/business-date";
import { ENACH_INTEREST_DAYS } from "@domain/enums/finance";
import { Text } from "@resources/collections/payment-forms";
import { scheduleValuesFor } from "@resources/emis/emi-action-forms";
import { DateInput } from "@resources/invoices/date-input";
import { FormField } from "@resources/invoices/form-field";
import { Input, Select } from "antd";
import { type Control, type FieldValues, useWatch } from "react-hook-form";
import type { z } from "zod";
import { UserRecordField } from "./user-record-field";
import { USER_CANCELLABLE_INVOICES, USER_SCHEDULABLE_EMIS } from "./user-record-sources";
import { UtilityForm } from "./utility-form";

type Props = { userId: string; onPreview: (input: object) => Promise<unknown> };

const INTEREST_DAY_OPTIONS = ENACH_INTEREST_DAYS.map((days) => ({ value: days, label: String(days) }));

/** cancel: one of the user's invoices the invoice machine still lets be cancelled. */
export function CancelForm({ userId, onPreview }: Props) {
  return (
    <UtilityForm<z.input<typeof invoiceCancelBodySchema>>
      label="Cancel invoice"
      schema={invoiceCancelBodySchema}
      onPreview={onPreview}
      defaults={{ cancelInvoiceId: "" }}
    >
      {(control) => (
        <UserRecordField
          control={control as unknown as Control<FieldValues>}
          name="cancelInvoiceId"
          label="Invoice"
          ownerId={userId}
          source={USER_CANCELLABLE_INVOICES}
        />
      )}
    </UtilityForm>
  );
}

/** The amounts of the e-NACH debit, shown once the EMI is picked (they are filled from what it still owes). */
function EnachAmounts({ control }: { control: Control<EmiScheduleRequest, unknown, EmiScheduleRequest> }) {
  const emi = useWatch({ control, name: "enachInvoiceId" });
  if (!emi) return null;
  return (
    <>
      <Text control={control} name="enachAmount" label="Amount" required />
      <Text control={control} name="principalAmount" label="Principal Amount" required />
      <Text control={control} name="interestAmount" label="Interest Amount" required />
      <Text control={control} name="penalAmount" label="Penal Amount" required />
      <FormField
        control={control}
        name="pendingPrincipalAmount"
        label="Pending Principal Amount"
        filledFrom="What the EMI still owes of its principal"
      >
        {(field) => <Input {...field} value={field.value ?? ""} readOnly />}
      </FormField>
    </>
  );
}

/**
 * scheduleEnach: the spec's e-NACH schedule on one of the user's EMIs ready to be scheduled; picking the EMI
 * fills the amounts it still owes (the server checks each against it).
 */
export function ScheduleEnachForm({ userId, onPreview }: Props) {
  const today = businessDateAt(new Date());
  return (
    <UtilityForm<EmiScheduleRequest>
      label="Schedule e-NACH debit"
      schema={emiScheduleRequestSchema}
      onPreview={onPreview}
      defaults={{
        enachInvoiceId: "",
        enachDate: today,
        enachAmount: "",
        principalAmount: "",
        interestAmount: "",
        penalAmount: "",
        pendingPrincipalAmount: "",
        interestDays: 30,
      }}
    >
      {(control, setValue) => (
        <>
          <UserRecordField<EmiItem>
            control={control as unknown as Control<FieldValues>}
            name="enachInvoiceId"
            label="EMI"
            ownerId={userId}
            source={USER_SCHEDULABLE_EMIS}
            onPick={(emi) => {
              for (const [field, value] of Object.entries(scheduleValuesFor(emi, today)))
                setValue(field as keyof EmiScheduleRequest, value, { shouldValidate: false });
            }}
          />
          <FormField control={control} name="enachDate" label="Debit Date" required>
            {(field) => (
              <DateInput
                id={field.id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={today}
                aria-invalid={field["aria-invalid"]}
              />
            )}
          </FormField>
          <EnachAmounts control={control} />
          <FormField control={control} name="interestDays" label="Interest Days" required>
            {(field) => <Select {...field} options={INTEREST_DAY_OPTIONS} />}
          </FormField>
        </>
      )}
    </UtilityForm>
  );
}
