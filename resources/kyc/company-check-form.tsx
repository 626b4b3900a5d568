import { zodResolver } from "@hookform/resolvers/zod";
import type { GstValidation } from "@domain/api/kyc";
import { type CompanyInput, type CompanyValues, companySchema } from "@domain/schemas/kyc-checks";
import { FormField } from "@resources/invoices/form-field";
import { Input } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CheckCard } from "./check-card";
import { CheckResult } from "./check-result";
import { sameName } from "./same-name";
import { useKycCheck } from "./use-kyc-check";

/** Company check: the GSTIN's state, embedded PAN and check character, and its legal name against the company's. */
export function CompanyCheckForm() {
  const check = useKycCheck<GstValidation>("gst-validation");
  const { control, handleSubmit, formState } = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: { companyName: "", gstNumber: "" },
  });
  // The name the answer is compared with: the one sent, not whatever the field holds now.
  const [given, setGiven] = useState("");
  const submit = handleSubmit((values) => {
    setGiven(values.companyName);
    return check.run({ gstNumber: values.gstNumber });
  });
  const { result } = check;
  const state = result?.stateName ? `${result.stateName} (${result.stateCode})` : result?.stateCode;
  return (
    <CheckCard
      title="Company"
      description="Checks the GSTIN's state code, embedded PAN and check character, and finds its legal name."
      submitLabel="Check company"
      submitting={formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      failure={check.failure}
      result={
        result ? (
          <CheckResult
            subject={`GSTIN ${result.gstNumber}`}
            valid={result.valid}
            message={result.message}
            source={result.source}
            facts={[
              { label: "State", value: state },
              { label: "PAN", value: result.panNumber },
              {
                label: "Legal name",
                value: result.legalName,
                note: result.legalName
                  ? sameName(result.legalName, given)
                    ? "(matches the company name)"
                    : "(does not match the company name)"
                  : undefined,
              },
            ]}
          />
        ) : null
      }
    >
      <FormField control={control} name="companyName" label="Company Name" required>
        {(field) => <Input {...field} autoComplete="organization" />}
      </FormField>
      <FormField control={control} name="gstNumber" label="GSTIN" required>
        {(field) => <Input {...field} maxLength={20} autoComplete="off" placeholder="27AAPFU0939F1ZV" />}
      </FormField>
    </CheckCard>
  );
}
