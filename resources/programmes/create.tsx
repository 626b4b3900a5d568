import { optionsOf } from "@domain/enums/labels";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ProgrammeCreateRequest,
  type ProgrammeDetail,
  programmeCreateRequestSchema,
} from "@domain/api/programmes";
import { INVOICE_TYPE_LABELS, INVOICE_TYPES } from "@domain/enums/finance";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { AnchorSelect } from "@src/components/anchor-select";
import { usePathLabel } from "@src/layout/path-labels";
import { Input, Select } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { FormField } from "@resources/invoices/form-field";
import { LenderField } from "@resources/lender-bank-accounts/lender-field";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { PROGRAMME_ROUTES, programmeShowPath } from "./programme-routes";
import { RupeeInput } from "@src/components/rupee-input";

const PRODUCT_OPTIONS = optionsOf(INVOICE_TYPES, INVOICE_TYPE_LABELS);

/**
 * A new programme: its name, limit, product, anchor (searched by name; preselected by `?anchorId=`) and the
 * lender that funds it. Once saved, the programme opens, where the rest of its settings are edited.
 */
export default function ProgrammeCreatePage() {
  usePathLabel("new", "New programme");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    control,
    handleSubmit,
    refineCore: { onFinish, formLoading },
  } = useForm<ProgrammeDetail, HttpError, ProgrammeCreateRequest>({
    resolver: zodResolver(programmeCreateRequestSchema),
    defaultValues: { name: "", programLimit: "", anchorId: params.get("anchorId") ?? "", lenderId: "" },
    refineCoreProps: {
      resource: "programmes",
      action: "create",
      redirect: false,
      successNotification: () => ({
        type: "success",
        message: "Programme created",
        description: "It waits for another staff user to approve its creation and limit",
      }),
      onMutationSuccess: ({ data }) => void navigate(programmeShowPath(String(data.id))),
    },
  });
  // A refused save is shown by Refine (a toast, and the server's field errors under the fields).
  const submit = handleSubmit((values) => onFinish(values).catch(() => undefined));

  return (
    <RecordFormFrame
      label="New programme"
      submitLabel="Create programme"
      submitting={formLoading}
      onSubmit={submit}
      cancel={() => void navigate(`${PROGRAMME_ROUTES.list}?tab=${PROGRAMME_ROUTES.tab}`)}
    >
      <FormField control={control} name="name" label="Programme Name" required>
        {(field) => <Input {...field} maxLength={50} />}
      </FormField>
      <FormField control={control} name="programLimit" label="Programme Limit (₹)" required>
        {(field) => <RupeeInput {...field} />}
      </FormField>
      <FormField control={control} name="product" label="Product" required>
        {(field) => <Select {...field} options={PRODUCT_OPTIONS} placeholder="Select a product" />}
      </FormField>
      <FormField control={control} name="anchorId" label="Anchor" required>
        {(field) => <AnchorSelect {...field} />}
      </FormField>
      <FormField control={control} name="lenderId" label="Lender" required>
        {(field) => <LenderField {...field} />}
      </FormField>
    </RecordFormFrame>
  );
}
