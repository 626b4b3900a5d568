import { zodResolver } from "@hookform/resolvers/zod";
import type { BankValidation } from "@domain/api/kyc";
import { type SupplierCreateInput, supplierCreateSchema } from "@domain/schemas/supplier-create";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { FormField } from "@resources/invoices/form-field";
import { Alert, Button, Form, Input } from "antd";
import { useRef, useState } from "react";
import styles from "./supplier-form.module.css";

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

const IFSC_LENGTH = 11;

/**
 * Supplier create. Once the account number and an 11-character IFSC are in, the bank check
 * (`/master/kyc/validate/bank`) fills the account holder and bank name, which the user cannot edit.
 */
export function SupplierCreateForm({ onCreated }: { onCreated?: () => void }) {
  const [bankCheck, setBankCheck] = useState<{ ok: boolean; message: string }>();
  const { mutateAsync: validateBank, mutation: bankMutation } = useCustomMutation<
    BankValidation,
    HttpError
  >();
  // Only the answer to the latest account/IFSC pair may fill the names.
  const latestCheck = useRef(0);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    refineCore: { onFinish, formLoading },
  } = useForm<SupplierCreateInput, HttpError, SupplierCreateInput>({
    resolver: zodResolver(supplierCreateSchema),
    defaultValues: EMPTY,
    refineCoreProps: {
      resource: "suppliers",
      action: "create",
      redirect: false,
      onMutationSuccess: () => {
        reset(EMPTY);
        setBankCheck(undefined);
        onCreated?.();
      },
    },
  });

  /** Runs when the account number or IFSC changes: clears the names, then checks once both are complete. */
  const checkBank = () => {
    const check = ++latestCheck.current;
    const account = getValues("bankAccount").trim();
    const code = getValues("ifsc").trim().toUpperCase();
    setValue("accountHolderName", "");
    setValue("bankName", "");
    setBankCheck(undefined);
    if (account === "" || code.length !== IFSC_LENGTH) return;
    validateBank({
      url: "",
      method: "post",
      values: { bankAccount: account, ifsc: code },
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

  // A refused save is shown by Refine (toast, and field errors under the fields); the values stay as typed.
  const submit = handleSubmit((values) => onFinish(values).catch(() => undefined));

  return (
    <form className={styles.form} aria-label="Supplier create" noValidate onSubmit={(e) => void submit(e)}>
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>
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
          <FormField control={control} name="accountHolderName" label="Account Holder Name" required>
            {(field) => <Input {...field} disabled placeholder="Filled in by the bank check" />}
          </FormField>
          <FormField control={control} name="bankName" label="Bank Name" required>
            {(field) => <Input {...field} disabled placeholder="Filled in by the bank check" />}
          </FormField>
        </div>
        {bankMutation.isPending ? <Alert type="info" message="Checking the bank account…" /> : null}
        {bankCheck ? (
          <Alert type={bankCheck.ok ? "success" : "error"} showIcon message={bankCheck.message} />
        ) : null}
        <Button className={styles.submit} type="primary" htmlType="submit" loading={formLoading}>
          Create supplier
        </Button>
      </Form>
    </form>
  );
}
