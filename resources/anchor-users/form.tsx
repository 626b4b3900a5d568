import { optionsOf } from "@domain/enums/labels";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AnchorUserCreateRequest,
  type AnchorUserItem,
  anchorUserCreateRequestSchema,
  BANKS_NEED_USER,
} from "@domain/api/anchor-users";
import type { AnchorItem } from "@domain/api/anchors";
import { ONBOARDING_FLOW_LABELS, ONBOARDING_FLOWS } from "@domain/enums/builder";
import { type HttpError, useOne } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { FormField } from "@resources/invoices/form-field";
import { Input, Select } from "antd";
import { useNavigate } from "react-router";
import { anchorUserShowPath } from "./anchor-user-routes";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { BankAccountSelect } from "./bank-account-select";
import { MerchantUserSelect } from "./merchant-user-select";

const valuesOf = (user: AnchorUserItem): AnchorUserCreateRequest => ({
  anchorId: user.anchorId,
  externalId: user.externalId ?? "",
  mobile: user.mobile,
  userId: user.userId ?? "",
  avgMonthCollection: String(user.avgMonthCollection),
  vintage: String(user.vintage),
  onboardingFlow: user.onboardingFlow,
  bankIds: user.bankIds,
});

const emptyFor = (anchorId: string): AnchorUserCreateRequest => ({
  anchorId,
  externalId: "",
  mobile: "",
  userId: "",
  avgMonthCollection: "",
  vintage: "",
  onboardingFlow: "default",
  bankIds: [],
});

/**
 * The spec's Anchor-user form, to add one under `anchorId` or change `record`. The anchor is fixed; the bank
 * accounts are the chosen user's own, so they wait for the user and are emptied when it changes.
 */
export function AnchorUserForm({ anchorId, record }: { anchorId: string; record?: AnchorUserItem }) {
  const navigate = useNavigate();
  const anchor = useOne<AnchorItem>({ resource: "anchors", id: anchorId, errorNotification: false });
  const form = useForm<AnchorUserItem, HttpError, AnchorUserCreateRequest>({
    resolver: zodResolver(anchorUserCreateRequestSchema),
    defaultValues: record ? valuesOf(record) : emptyFor(anchorId),
    refineCoreProps: {
      resource: "anchor-users",
      action: record ? "edit" : "create",
      id: record?.id,
      // The record is read by the page; its numbers are typed into text boxes, so it is mapped here.
      queryOptions: { enabled: false },
      redirect: false,
      successNotification: () => ({
        type: "success",
        message: record ? "Changes saved" : "Anchor user added",
      }),
      onMutationSuccess: ({ data }) => void navigate(anchorUserShowPath(data.id)),
    },
  });
  const { control, watch, setValue, handleSubmit } = form;
  const userId = watch("userId");
  // A change is saved at the version read (409 when someone else saved first); the API ignores the anchor then.
  const submit = handleSubmit((values) =>
    form.refineCore
      .onFinish(record ? ({ ...values, version: record.version } as AnchorUserCreateRequest) : values)
      .catch(() => undefined),
  );
  const anchorName = anchor.result?.name ?? anchorId;

  return (
    <RecordFormFrame
      label={record ? "Edit anchor user" : "New anchor user"}
      submitLabel={record ? "Save changes" : "Add anchor user"}
      submitting={form.refineCore.formLoading}
      onSubmit={submit}
      cancel={() => void navigate(-1)}
    >
      <FormField
        control={control}
        name="anchorId"
        label="Anchor"
        filledFrom="The anchor this user belongs to"
      >
        {(field) => <Input {...field} value={anchorName} disabled />}
      </FormField>
      <FormField control={control} name="externalId" label="External Id">
        {(field) => <Input {...field} value={field.value ?? ""} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="mobile" label="Mobile" required>
        {(field) => <Input {...field} inputMode="numeric" maxLength={10} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="avgMonthCollection" label="Average Monthly Collection" required>
        {(field) => (
          <Input {...field} value={String(field.value ?? "")} inputMode="decimal" suffix="litres" />
        )}
      </FormField>
      <FormField control={control} name="vintage" label="Vintage" required>
        {(field) => (
          <Input {...field} value={String(field.value ?? "")} inputMode="numeric" suffix="months" />
        )}
      </FormField>
      <FormField control={control} name="onboardingFlow" label="Onboarding Flow" required>
        {(field) => (
          <Select
            {...field}
            aria-label="Onboarding Flow"
            options={optionsOf(ONBOARDING_FLOWS, ONBOARDING_FLOW_LABELS)}
          />
        )}
      </FormField>
      <FormField control={control} name="userId" label="User">
        {(field) => (
          <MerchantUserSelect
            {...field}
            value={field.value ?? ""}
            onChange={(next) => {
              field.onChange(next);
              setValue("bankIds", []);
            }}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="bankIds"
        label="Bank Accounts"
        extra={userId ? "The chosen user's own accounts" : BANKS_NEED_USER}
      >
        {(field) => <BankAccountSelect {...field} userId={userId || undefined} />}
      </FormField>
    </RecordFormFrame>
  );
}
