import { zodResolver } from "@hookform/resolvers/zod";
import type { BankValidation } from "@domain/api/kyc";
import { SEARCH_DEBOUNCE_MS } from "@domain/constants";
import { isCheckableBankAccount } from "@domain/identifiers/bank-account";
import type { SupplierItem } from "@domain/api/suppliers";
import { type SupplierCreateInput, supplierCreateSchema } from "@domain/schemas/supplier-create";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { FormField } from "@resources/invoices/form-field";
import type { CounterpartyFormSlot } from "@src/components/counterparty/counterparty-panel";
import { CounterpartyFormFrame } from "@src/components/counterparty/counterparty-form-frame";
import { useCounterpartyForm } from "@src/components/counterparty/use-counterparty-form";
import { Alert, Input } from "antd";
import { useRef, useState } from "react";

const EMPTY: SupplierCreateInput = {
  gst_Number: "",
  Supplier_name: "",
  Supplier_Email: "",
  Supplier_Number: "",
  bankAccount: "",
  ifsc: "",
  accountHolderName: "",
  bankName: "",
};

const toValues = (supplier: SupplierItem): SupplierCreateInput => ({
  gst_Number: supplier.gstin,
  Supplier_name: supplier.name,
  Supplier_Email: supplier.email ?? "",
  Supplier_Number: supplier.mobile,
  bankAccount: supplier.bankAccount,
  ifsc: supplier.ifsc,
  accountHolderName: supplier.accountHolderName,
  bankName: supplier.bankName,
});

const IFSC_LENGTH = 11;
const FILLED_BY_BANK_CHECK = "Filled from the bank check";

/**
 * Supplier create, or edit of `record`. Once the account number and an 11-character IFSC are in, the bank
 * check (`/master/kyc/validate/bank`) fills the account holder and bank name, which the user cannot edit.
 */
export function SupplierCreateForm({ record, onDone }: Partial<CounterpartyFormSlot<SupplierItem>>) {
  const [bankCheck, setBankCheck] = useState<{ ok: boolean; message: string }>();
  const { mutateAsync: validateBank, mutation: bankMutation } = useCustomMutation<
    BankValidation,
    HttpError
  >();
  // Only the answer to the latest account/IFSC pair may fill the names.
  const latestCheck = useRef(0);
  const pendingCheck = useRef<number>(undefined);
  const {
    control,
    setValue,
    getValues,
    submit,
    editing,
    refineCore: { formLoading },
  } = useCounterpartyForm({
    resource: "suppliers",
    resolver: zodResolver(supplierCreateSchema),
    empty: EMPTY,
    record,
    toValues,
    onSaved: () => {
      setBankCheck(undefined);
      onDone?.();
    },
  });

  /**
   * Runs when the account number or IFSC changes: clears the names, then, once both look complete and typing
   * has paused, checks them (each check is a provider call and a line in the KYC history).
   */
  const checkBank = () => {
    const check = ++latestCheck.current;
    window.clearTimeout(pendingCheck.current);
    const account = getValues("bankAccount").trim();
    const code = getValues("ifsc").trim().toUpperCase();
    setValue("accountHolderName", "");
    setValue("bankName", "");
    setBankCheck(undefined);
    if (!isCheckableBankAccount(account) || code.length !== IFSC_LENGTH) return;
    pendingCheck.current = window.setTimeout(() => runBankCheck(check, account, code), SEARCH_DEBOUNCE_MS);
  };

  const runBankCheck = (check: number, account: string, code: string) => {
    validateBank({
      url: "",
      method: "post",
      values: { bankAccount: account, ifsc: code, name: getValues("Supplier_name").trim() || undefined },
      meta: { resource: "bank-validation", operation: "validate" },
      successNotification: false,
      errorNotification: false,
    })
      .then(({ data }) => {
        if (check !== latestCheck.current) return;
        if (data.valid) {
          setValue("accountHolderName", data.accountHolderName ?? "", { shouldValidate: true });
          setValue("bankName", data.bankName ?? "", { shouldValidate: true });
        }
        setBankCheck({
          ok: data.valid,
          message: data.valid
            ? "Bank account verified"
            : (data.message ?? "Bank account could not be verified"),
        });
      })
      .catch((error: HttpError) => {
        if (check === latestCheck.current) setBankCheck({ ok: false, message: error.message });
      });
  };

  return (
    <CounterpartyFormFrame
      noun="supplier"
      verb="create"
      editing={editing}
      loading={formLoading}
      onSubmit={submit}
      onCancel={onDone}
      footer={
        <>
          {bankMutation.isPending ? <Alert type="info" message="Checking the bank account…" /> : null}
          {bankCheck ? (
            <Alert type={bankCheck.ok ? "success" : "error"} showIcon message={bankCheck.message} />
          ) : null}
        </>
      }
    >
      <FormField control={control} name="gst_Number" label="GST Number" required>
        {(field) => <Input {...field} maxLength={20} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="Supplier_name" label="Supplier Name" required>
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="Supplier_Email" label="Supplier Email">
        {(field) => <Input {...field} value={field.value ?? ""} type="email" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="Supplier_Number" label="Phone Number" required>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="bankAccount" label="Bank Account Number" required>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              field.onChange(event);
              checkBank();
            }}
          />
        )}
      </FormField>
      <FormField control={control} name="ifsc" label="IFSC" required>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            onChange={(event) => {
              field.onChange(event);
              checkBank();
            }}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="accountHolderName"
        label="Account Holder Name"
        filledFrom={FILLED_BY_BANK_CHECK}
      >
        {(field) => <Input {...field} disabled />}
      </FormField>
      <FormField control={control} name="bankName" label="Bank Name" filledFrom={FILLED_BY_BANK_CHECK}>
        {(field) => <Input {...field} disabled />}
      </FormField>
    </CounterpartyFormFrame>
  );
}
