import { ESIGN_DOCUMENT_TYPES, type EsignSyncRequest, esignSyncRequestSchema } from "@domain/api/esign";
import { DOCUMENT_TYPE_LABELS } from "@domain/enums/documents";
import { optionsOf } from "@domain/enums/labels";
import { type MandateSyncInput, mandateSyncSchema } from "@domain/schemas/sync-operations";
import { Text } from "@resources/collections/payment-forms";
import { FormField } from "@resources/invoices/form-field";
import { Select } from "antd";
import { type Control, type FieldValues, useWatch } from "react-hook-form";
import { type PickableRecord, UserRecordField, type UserRecordFieldProps } from "./user-record-field";
import { LOAN_ESIGN_REQUESTS, LOAN_MANDATES, USER_LOANS } from "./user-record-sources";
import { UtilityForm } from "./utility-form";

type Props = { userId: string; onPreview: (input: object) => Promise<unknown> };

const DOCUMENT_OPTIONS = optionsOf(ESIGN_DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS);

/**
 * The user's loan whose records the next field lists (kept in the form, not sent: the schema drops it);
 * another loan clears the record picked from the last one.
 */
function LoanField(props: { control: Control<FieldValues>; userId: string; onPick: () => void }) {
  return (
    <UserRecordField
      control={props.control}
      name="loanId"
      label="Loan"
      ownerId={props.userId}
      source={USER_LOANS}
      onPick={props.onPick}
    />
  );
}

/** One of the records of the loan picked in `LoanField`. */
function LoanRecordField<R extends PickableRecord>(props: Omit<UserRecordFieldProps<R>, "ownerId">) {
  const loanId = (useWatch({ control: props.control, name: "loanId" }) as string | undefined) ?? "";
  return <UserRecordField {...props} ownerId={loanId} />;
}

/** syncMandate: one of the mandates of the user's loan, then what NPCI registered for it. */
export function SyncMandateForm({ userId, onPreview }: Props) {
  return (
    <UtilityForm<MandateSyncInput>
      label="Sync mandate"
      schema={mandateSyncSchema}
      onPreview={onPreview}
      defaults={{ digioEna: "", umrnNumber: "", digioAmount: "", accountNumber: "" }}
    >
      {(control, setValue) => {
        const fields = control as unknown as Control<FieldValues>;
        return (
          <>
            <LoanField control={fields} userId={userId} onPick={() => setValue("digioEna", "")} />
            <LoanRecordField
              control={fields}
              name="digioEna"
              label="Digio Mandate Id"
              source={LOAN_MANDATES}
            />
            <Text control={control} name="umrnNumber" label="UMRN" required />
            <Text control={control} name="digioAmount" label="Mandate Amount" required />
            <Text control={control} name="accountNumber" label="Account Number" required />
          </>
        );
      }}
    </UtilityForm>
  );
}

/** syncEsign: one of the e-sign requests of the user's loan; picking it sets its document type. */
export function SyncEsignForm({ userId, onPreview }: Props) {
  return (
    <UtilityForm<EsignSyncRequest>
      label="Sync e-sign"
      schema={esignSyncRequestSchema}
      onPreview={onPreview}
      defaults={{ documentType: undefined, digioId: "" }}
    >
      {(control, setValue) => {
        const fields = control as unknown as Control<FieldValues>;
        return (
          <>
            <LoanField control={fields} userId={userId} onPick={() => setValue("digioId", "")} />
            <LoanRecordField
              control={fields}
              name="digioId"
              label="Digio Document Id"
              source={LOAN_ESIGN_REQUESTS}
              onPick={(request) => setValue("documentType", request.documentType, { shouldValidate: true })}
            />
            <FormField control={control} name="documentType" label="Document Type" required>
              {(field) => (
                <Select {...field} options={DOCUMENT_OPTIONS} placeholder="KFS or loan agreement" />
              )}
            </FormField>
          </>
        );
      }}
    </UtilityForm>
  );
}
