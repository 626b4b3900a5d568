import { zodResolver } from "@hookform/resolvers/zod";
import {
  type MerchantOnboardingRequest,
  type MerchantOnboardingResponse,
  merchantOnboardingRequestSchema,
} from "@domain/api/merchant-onboarding";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { usePathLabel } from "@src/layout/path-labels";
import { useIfscLookup } from "@resources/lender-bank-accounts/use-ifsc-lookup";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { merchantPortalLink } from "./columns";
import { USER_HUB_TAB } from "./hub-links";
import { OnboardBankFields } from "./onboard-bank-fields";
import { MerchantFields, TermsFields } from "./onboard-fields";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";

const EMPTY: MerchantOnboardingRequest = {
  fullName: "",
  businessName: "",
  email: "",
  mobile: "",
  userType: "USER",
  lenderId: "",
  loanTenure: "",
  processingFeeKfs: "",
  simpleInterest: "",
  penalInterest: "",
  isSupplier: false,
  isPrimary: true,
  accountNumber: "",
  ifsc: "",
  bankName: "",
  accountHolderName: "",
};

/**
 * `/admin/client-management/users/onboard`: the spec's admin user operations form. A merchant, its terms and
 * its bank account in one step (`POST /user/admin/onboarding`); then the new merchant's portal opens.
 */
export default function MerchantOnboardPage() {
  usePathLabel("onboard", "Onboard merchant");
  const navigate = useNavigate();
  const form = useForm<MerchantOnboardingResponse, HttpError, MerchantOnboardingRequest>({
    resolver: zodResolver(merchantOnboardingRequestSchema),
    defaultValues: EMPTY,
    refineCoreProps: {
      resource: "onboarding",
      action: "create",
      redirect: false,
      successNotification: (data) => ({
        type: "success",
        message: `${data?.data.user.name ?? "Merchant"} onboarded`,
      }),
      onMutationSuccess: ({ data }) => void navigate(merchantPortalLink(data.user.id)),
    },
  });
  const { control, setValue, watch, handleSubmit } = form;
  const lookup = useIfscLookup(watch("ifsc"));
  // The bank name is the IFSC directory's, never typed (the server looks it up again when it saves).
  useEffect(() => setValue("bankName", lookup.bankName), [lookup.bankName, setValue]);
  const submit = handleSubmit((values) => form.refineCore.onFinish(values).catch(() => undefined));

  return (
    <RecordFormFrame
      label="Onboard merchant"
      submitLabel="Onboard merchant"
      submitting={form.refineCore.formLoading}
      onSubmit={submit}
      cancel={USER_HUB_TAB}
      layout="sections"
    >
      <MerchantFields control={control} />
      <TermsFields control={control} />
      <OnboardBankFields control={control} lookup={lookup} />
    </RecordFormFrame>
  );
}
