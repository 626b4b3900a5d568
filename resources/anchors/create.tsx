import { zodResolver } from "@hookform/resolvers/zod";
import { type AnchorCreateRequest, type AnchorDetail, anchorCreateRequestSchema } from "@domain/api/anchors";
import { FormField } from "@resources/invoices/form-field";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { usePathLabel } from "@src/layout/path-labels";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { Input } from "antd";
import { useNavigate } from "react-router";
import { anchorShowPath } from "./anchor-routes";
import { ANCHOR_HUB_TAB } from "./hub-links";

const EMPTY: AnchorCreateRequest = { name: "", gstin: "" };

/**
 * `/admin/client-management/anchors/new`: a new anchor by its name and GSTIN (its PAN is inside the GSTIN);
 * then the anchor's page. A known GSTIN is refused in words, under the field and in a toast.
 */
export default function AnchorCreatePage() {
  usePathLabel("new", "New anchor");
  const navigate = useNavigate();
  const form = useForm<AnchorDetail, HttpError, AnchorCreateRequest>({
    resolver: zodResolver(anchorCreateRequestSchema),
    defaultValues: EMPTY,
    refineCoreProps: {
      resource: "anchors",
      action: "create",
      redirect: false,
      successNotification: (data) => ({ type: "success", message: `${data?.data.name ?? "Anchor"} created` }),
      onMutationSuccess: ({ data }) => void navigate(anchorShowPath(data.id)),
    },
  });
  const { control, handleSubmit } = form;
  const submit = handleSubmit((values) => form.refineCore.onFinish(values).catch(() => undefined));
  return (
    <RecordFormFrame
      heading
      layout="pairs"
      label="New anchor"
      submitLabel="Create anchor"
      submitting={form.refineCore.formLoading}
      onSubmit={submit}
      cancel={ANCHOR_HUB_TAB}
    >
      <FormField control={control} name="name" label="Anchor Name" required>
        {(field) => <Input {...field} maxLength={100} autoComplete="organization" />}
      </FormField>
      <FormField
        control={control}
        name="gstin"
        label="GSTIN"
        required
        extra="The PAN is read from the GSTIN (its characters 3 to 12)"
      >
        {(field) => (
          <Input
            {...field}
            maxLength={15}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          />
        )}
      </FormField>
    </RecordFormFrame>
  );
}
