import { type CloseLoanRequest, closeLoanRequestSchema } from "@domain/api/admin-utility";
import { processingFeeRequestSchema } from "@domain/api/collections";
import { WALLET_STATUSES } from "@domain/enums/statuses";
import type { AdminOperation } from "@domain/enums/users";
import { businessDateAt } from "@domain/dates/business-date";
import {
  manualPaymentSchema,
  type ProcessingFeeInput,
  type WalletStatusInput,
  walletStatusSchema,
} from "@domain/schemas/payment-operations";
import { FeeFields } from "@resources/collections/fee-and-gateway-forms";
import { DateField, Flag, Text } from "@resources/collections/payment-forms";
import { FormField } from "@resources/invoices/form-field";
import { Select } from "antd";
import type { Control, FieldValues } from "react-hook-form";
import { z } from "zod";
import { CancelForm, ScheduleEnachForm } from "./record-operation-forms";
import { SyncEsignForm, SyncMandateForm } from "./sync-operation-forms";
import { UserRecordField } from "./user-record-field";
import { USER_LOANS } from "./user-record-sources";
import { UtilityForm } from "./utility-form";

const WALLET_OPTIONS = WALLET_STATUSES.map((status) => ({ value: status, label: status }));

type Preview = (input: object) => Promise<unknown>;

/** The operation's own spec fields (the API's schema for them), then "Preview". */
export function OperationForm({
  operation,
  userId,
  onPreview,
}: {
  operation: AdminOperation;
  userId: string;
  onPreview: Preview;
}) {
  switch (operation) {
    case "cancel":
      return <CancelForm userId={userId} onPreview={onPreview} />;
    case "scheduleEnach":
      return <ScheduleEnachForm userId={userId} onPreview={onPreview} />;
    case "markFeePaid":
      return (
        <UtilityForm
          label="Mark processing fee"
          schema={processingFeeRequestSchema}
          onPreview={onPreview}
          defaults={{ loanId: "", markFeeStatus: "paid", amount: "", utrNumber: "" }}
        >
          {(control) => (
            <>
              <UserRecordField
                control={control as unknown as Control<FieldValues>}
                name="loanId"
                label="Loan"
                ownerId={userId}
                source={USER_LOANS}
              />
              <FeeFields control={control as unknown as Control<ProcessingFeeInput>} />
            </>
          )}
        </UtilityForm>
      );
    case "closeLoan":
      return (
        <UtilityForm<CloseLoanRequest>
          label="Close loan"
          schema={closeLoanRequestSchema}
          onPreview={onPreview}
          defaults={{ loanId: "" }}
        >
          {(control) => (
            <UserRecordField
              control={control as unknown as Control<FieldValues>}
              name="loanId"
              label="Loan"
              ownerId={userId}
              source={USER_LOANS}
            />
          )}
        </UtilityForm>
      );
    case "payment":
      return (
        <UtilityForm
          label="Manual payment"
          schema={manualPaymentSchema}
          onPreview={onPreview}
          defaults={{
            paymentInvoiceId: "",
            paymentAmount: "",
            utrNumber: "",
            paymentDate: businessDateAt(new Date()),
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
        </UtilityForm>
      );
    case "syncWallet":
      return <UtilityForm label="Sync wallet" schema={z.object({})} onPreview={onPreview} defaults={{}} />;
    case "updateWallet":
      return (
        <UtilityForm<WalletStatusInput>
          label="Update wallet status"
          schema={walletStatusSchema}
          onPreview={onPreview}
          defaults={{ userWalletStatus: undefined }}
        >
          {(control) => (
            <FormField control={control} name="userWalletStatus" label="Wallet Status" required>
              {(field) => <Select {...field} options={WALLET_OPTIONS} placeholder="Active or In-Active" />}
            </FormField>
          )}
        </UtilityForm>
      );
    case "syncMandate":
      return <SyncMandateForm userId={userId} onPreview={onPreview} />;
    case "syncEsign":
      return <SyncEsignForm userId={userId} onPreview={onPreview} />;
  }
}
