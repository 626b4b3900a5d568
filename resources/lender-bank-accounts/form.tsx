import { zodResolver } from "@hookform/resolvers/zod";
import {
  type LenderBankAccountCreateRequest,
  type LenderBankAccountDetail,
  lenderBankAccountCreateRequestSchema,
  lenderBankAccountUpdateRequestSchema,
} from "@domain/api/lender-bank-accounts";
import { ACCOUNT_TYPES } from "@domain/enums/finance";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Alert, Form, Input, Select } from "antd";
import { type Resolver, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormField } from "@resources/invoices/form-field";
import formStyles from "@src/components/record-form/record-form.module.css";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { accountTypeLabel } from "./bank-account-labels";
import styles from "./bank-account-form.module.css";
import { LenderField } from "./lender-field";
import { LENDER_BANK_ACCOUNT_ROUTES, lenderBankAccountShowPath } from "./lender-bank-account-routes";
import { useIfscLookup } from "./use-ifsc-lookup";

type FormValues = LenderBankAccountCreateRequest & { version?: number };

const TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: type, label: accountTypeLabel(type) }));
const FILLED_FROM_IFSC = "Filled from the IFSC";

const valuesOf = (account: LenderBankAccountDetail | undefined): Partial<FormValues> =>
  account
    ? {
        lender: account.lenderId,
        accountNumber: account.accountNumber,
        ifsc: account.ifsc,
        accountHolderName: account.accountHolderName,
        accountType: account.accountType,
        version: account.version,
      }
    : { lender: "", accountNumber: "", ifsc: "", accountHolderName: "" };

/** What a save answered, in words: every new or changed account waits for a second user's approval. */
const savedMessage = (editing: boolean) =>
  editing
    ? "Change saved. It applies once another staff user approves it"
    : "Bank account added. It can be paid into once another staff user approves it";

/**
 * A lender's bank account, new or changed: the bank and branch names come from the IFSC (read-only); the
 * server looks them up again, and the account or the change waits for a second staff user's approval.
 */
export function BankAccountForm({ account }: { account?: LenderBankAccountDetail }) {
  const editing = account !== undefined;
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    refineCore: { onFinish, formLoading },
  } = useForm<LenderBankAccountDetail, HttpError, FormValues>({
    // Editing checks the update's rules (no lender: it cannot change); the server ignores what it does not take.
    resolver: zodResolver(
      editing ? lenderBankAccountUpdateRequestSchema : lenderBankAccountCreateRequestSchema,
    ) as unknown as Resolver<FormValues>,
    defaultValues: valuesOf(account),
    refineCoreProps: {
      resource: "lender-bank-accounts",
      action: editing ? "edit" : "create",
      id: account?.id,
      redirect: false,
      // The edit page has read the account already; the form starts from it rather than fetching it again.
      queryOptions: { enabled: false },
      successNotification: () => ({ type: "success", message: savedMessage(editing) }),
      onMutationSuccess: ({ data }) => void navigate(lenderBankAccountShowPath(String(data.id))),
    },
  });
  const ifsc = useWatch({ control, name: "ifsc" });
  const lookup = useIfscLookup(ifsc);
  // A refused save is shown by Refine (a toast, and the server's field errors under the fields).
  const submit = handleSubmit((values) => onFinish(values).catch(() => undefined));
  const cancel = () =>
    void navigate(
      account
        ? lenderBankAccountShowPath(account.id)
        : `${LENDER_BANK_ACCOUNT_ROUTES.list}?tab=${LENDER_BANK_ACCOUNT_ROUTES.tab}`,
    );

  return (
    <RecordFormFrame
      label={editing ? "Edit bank account" : "New bank account"}
      submitLabel={editing ? "Propose change" : "Add bank account"}
      submitting={formLoading}
      onSubmit={submit}
      cancel={cancel}
      notice={
        <Alert
          className={formStyles.notice}
          type="info"
          showIcon
          message={
            editing
              ? "A change to a bank account applies only once another staff user approves it."
              : "A new bank account waits for another staff user's approval before money can be sent to it."
          }
        />
      }
    >
      <FormField control={control} name="lender" label="Lender" required={!editing}>
        {(field) => <LenderField {...field} disabled={editing} />}
      </FormField>
      <FormField control={control} name="accountHolderName" label="Account Holder Name" required>
        {(field) => <Input {...field} maxLength={50} />}
      </FormField>
      <FormField control={control} name="accountNumber" label="Account Number" required>
        {(field) => <Input {...field} inputMode="numeric" maxLength={20} />}
      </FormField>
      <FormField control={control} name="ifsc" label="IFSC" required>
        {(field) => (
          <Input
            {...field}
            maxLength={11}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          />
        )}
      </FormField>
      <Form.Item
        label="Bank Name"
        htmlFor="field-bankName"
        extra={lookup.problem ?? (lookup.looking ? "Looking up the IFSC…" : FILLED_FROM_IFSC)}
        validateStatus={lookup.problem ? "error" : undefined}
      >
        <Input id="field-bankName" value={lookup.bankName} readOnly className={styles.filled} />
      </Form.Item>
      <Form.Item
        label="Branch Name"
        htmlFor="field-branchName"
        extra={`${FILLED_FROM_IFSC}, where the directory knows the branch`}
      >
        <Input id="field-branchName" value={lookup.branchName} readOnly className={styles.filled} />
      </Form.Item>
      <FormField control={control} name="accountType" label="Account Type" required>
        {(field) => <Select {...field} options={TYPE_OPTIONS} placeholder="Select an account type" />}
      </FormField>
    </RecordFormFrame>
  );
}
