import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { MAX_OTHER_CHARGES } from "@domain/api/kfs-calculator";
import { FormField } from "@resources/invoices/form-field";
import formStyles from "@src/components/record-form/record-form.module.css";
import { Button, Input } from "antd";
import { ChoiceSelect } from "./choice-select";
import { type Control, useFieldArray } from "react-hook-form";
import { CHARGE_PAYEE_OPTIONS } from "./loan-form-options";
import type { SharedLoanValues } from "./loan-form-values";
import styles from "./loan-form.module.css";
import { RupeeInput } from "@src/components/rupee-input";

/**
 * Charges besides the processing fee, each paid to the lender or to a third party through it: they come out
 * of the amount disbursed and so count in the APR, and no fee can be charged later that is not on the KFS.
 */
export function OtherChargesFields({ control }: { control: Control<SharedLoanValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: "otherCharges" });
  return (
    <div className={styles.charges} role="group" aria-label="Other charges">
      <h3 className={formStyles.section}>Other charges</h3>
      {fields.map((charge, index) => (
        <div key={charge.id} className={styles.charge}>
          <FormField control={control} name={`otherCharges.${index}.label`} label={`Charge ${index + 1}`}>
            {(field) => <Input {...field} placeholder="e.g. Stamp duty" />}
          </FormField>
          <FormField control={control} name={`otherCharges.${index}.amount`} label="Amount (₹)">
            {(field) => <RupeeInput {...field} />}
          </FormField>
          <FormField control={control} name={`otherCharges.${index}.payableTo`} label="Paid to">
            {(field) => <ChoiceSelect {...field} options={CHARGE_PAYEE_OPTIONS} />}
          </FormField>
          <Button
            aria-label={`Remove charge ${index + 1}`}
            icon={<DeleteOutlined />}
            onClick={() => remove(index)}
            className={styles.remove}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={fields.length >= MAX_OTHER_CHARGES}
        onClick={() => append({ label: "", amount: "", payableTo: "LENDER" })}
      >
        Add a charge
      </Button>
    </div>
  );
}
