import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminUserCreateRequest, adminUserCreateRequestSchema } from "@domain/api/admin-users";
import type { UserDetail } from "@domain/api/users";
import { adminUserTypeOf } from "@domain/access/role-user-type";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Alert } from "antd";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import formStyles from "@src/components/record-form/record-form.module.css";
import { usePathLabel } from "@src/layout/path-labels";
import { useNavigate } from "react-router";
import { TEMPORARY_PASSWORD_HELP } from "@domain/api/own-password";
import { LenderField, RolesField, TextField } from "./admin-user-fields";
import { useGrantableRoles } from "./use-grantable-roles";
import { USER_HUB_TAB } from "./hub-links";
import { userShowPath } from "./user-routes";

const EMPTY: AdminUserCreateRequest = {
  fullName: "",
  userEmail: "",
  userMobile: "",
  roles: [],
  password: "",
  confirmPassword: "",
};

/** `/admin/client-management/users/new`: the spec's admin user form; then the new user's page. */
export default function AdminUserCreatePage() {
  usePathLabel("new", "New admin user");
  const navigate = useNavigate();
  const { identity, roles: offered } = useGrantableRoles();
  const form = useForm<UserDetail, HttpError, AdminUserCreateRequest>({
    resolver: zodResolver(adminUserCreateRequestSchema),
    defaultValues: EMPTY,
    refineCoreProps: {
      resource: "users",
      action: "create",
      redirect: false,
      successNotification: (data) => ({ type: "success", message: `${data?.data.name ?? "User"} created` }),
      onMutationSuccess: ({ data }) => void navigate(userShowPath(data.id)),
    },
  });
  const { control, watch, handleSubmit } = form;
  const roles = watch("roles") ?? [];
  const isNbfc = roles.length > 0 && adminUserTypeOf(roles) === "NBFC";
  // A lender chosen before the roles stopped making an NBFC user is not sent. A refused save is shown by
  // Refine (toast in words, and the field errors under the fields).
  const submit = handleSubmit((values) =>
    form.refineCore
      .onFinish({ ...values, lenderId: isNbfc && values.lenderId ? values.lenderId : undefined })
      .catch(() => undefined),
  );

  return (
    <RecordFormFrame
      label="New admin user"
      submitLabel="Create admin user"
      submitting={form.refineCore.formLoading}
      onSubmit={submit}
      cancel={USER_HUB_TAB}
      notice={
        identity && offered.length === 0 ? (
          <Alert
            className={formStyles.notice}
            type="info"
            showIcon
            message="You may give no admin role"
            description="Only a super admin or an admin creates admin users, and only of a rank below their own."
          />
        ) : null
      }
    >
      <TextField control={control} name="fullName" label="Full Name" required />
      <TextField control={control} name="userEmail" label="Email" type="email" required />
      <TextField control={control} name="userMobile" label="Mobile" type="tel" required />
      <RolesField
        control={control}
        name="roles"
        label="Roles"
        offered={offered}
        extra="The highest role makes the user type; you may give only roles below your own."
      />
      {isNbfc ? <LenderField control={control} name="lenderId" label="Lender" required /> : null}
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        required
        extra={TEMPORARY_PASSWORD_HELP}
      />
      <TextField control={control} name="confirmPassword" label="Confirm Password" type="password" required />
    </RecordFormFrame>
  );
}
