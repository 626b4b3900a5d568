import { zodResolver } from "@hookform/resolvers/zod";
import type { PanValidation } from "@domain/api/kyc";
import { type PanInput, type PanValues, panSchema } from "@domain/schemas/kyc-checks";
import { FormField } from "@resources/invoices/form-field";
import { Input } from "antd";
import { useForm } from "react-hook-form";
import { CheckCard } from "./check-card";
import { CheckResult } from "./check-result";
import { useKycCheck } from "./use-kyc-check";

const nameMatchNote = (result: PanValidation) => {
  if (result.nameMatch === undefined) return undefined;
  return result.nameMatch ? "(matches the name given)" : "(does not match the name given)";
};

/** PAN check: the format and holder type (its 4th character), the registered name, and a match with `name`. */
export function PanCheckForm() {
  const check = useKycCheck<PanValidation>("pan-validation");
  const { control, handleSubmit, formState } = useForm<PanInput, unknown, PanValues>({
    resolver: zodResolver(panSchema),
    defaultValues: { name: "", panNumber: "" },
  });
  const submit = handleSubmit((values) => check.run(values));
  const { result } = check;
  return (
    <CheckCard
      title="PAN"
      description="Checks the format and the holder type, and finds the name the PAN is registered to."
      submitLabel="Check PAN"
      submitting={formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      failure={check.failure}
      result={
        result ? (
          <CheckResult
            subject={`PAN ${result.panNumber}`}
            valid={result.valid}
            message={result.message}
            source={result.source}
            facts={[
              { label: "Holder type", value: result.holderType },
              { label: "Registered name", value: result.registeredName, note: nameMatchNote(result) },
            ]}
          />
        ) : null
      }
    >
      <FormField control={control} name="panNumber" label="PAN" required>
        {(field) => <Input {...field} maxLength={12} autoComplete="off" placeholder="ABCPE1234F" />}
      </FormField>
      <FormField control={control} name="name" label="Name">
        {(field) => <Input {...field} value={field.value ?? ""} autoComplete="off" />}
      </FormField>
    </CheckCard>
  );
}
