import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminUserEditRequest, adminUserEditRequestSchema } from "@domain/api/admin-users";
import type { UserDetail } from "@domain/api/users";
import { adminUserTypeOf } from "@domain/access/role-user-type";
import { mayGrantUserType } from "@domain/access/user-rank";
import type { Role } from "@domain/enums/users";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Skeleton } from "antd";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { TEMPORARY_PASSWORD_HELP } from "@domain/api/own-password";
import { LenderField, RolesField, TextField } from "./admin-user-fields";
import { useAdminUser } from "./use-admin-user";
import { useGrantableRoles } from "./use-grantable-roles";
import { userShowPath } from "./user-routes";

const valuesOf = (user: UserDetail): AdminUserEditRequest => ({
  userFullName: user.name,
  userEmailId: user.email,
  userMobileNo: user.mobile,
  newPassword: "",
  confirmNewPassword: "",
  roles: user.roles as Role[],
  lenderId: user.lenderId ?? undefined,
  version: user.version,
});

const ROLES_HELP = "Changing the roles signs the user out of every session at once.";
const ROLES_FIXED = "You may change the roles only of a user below your rank, and never your own.";

/**
 * `/admin/client-management/users/:id/edit`: the spec's admin user edit form. The roles can be changed only
 * where the API allows it (a user of a lower rank, not oneself); changing one's own contacts or password
 * asks for the current password.
 */
export default function AdminUserEditPage() {
  const { id, user, query } = useAdminUser();
  usePathLabel("edit", user ? `Edit ${user.name}` : undefined);
  const navigate = useNavigate();
  const { identity, roles: offered } = useGrantableRoles();
  const form = useForm<UserDetail, HttpError, AdminUserEditRequest>({
    resolver: zodResolver(adminUserEditRequestSchema),
    refineCoreProps: {
      resource: "users",
      action: "edit",
      id,
      // The record is read once by `useAdminUser`; its names differ from the form's, so it is mapped here.
      queryOptions: { enabled: false },
      redirect: false,
      successNotification: () => ({ type: "success", message: "Changes saved" }),
      onMutationSuccess: () => void navigate(userShowPath(id)),
    },
  });
  const { control, watch, reset, handleSubmit } = form;
  useEffect(() => {
    if (user) reset(valuesOf(user));
  }, [user, reset]);

  const self = identity?.id === id;
  const rolesEditable = Boolean(identity && user && !self && mayGrantUserType(identity, user.userType));
  const roles = watch("roles") ?? [];
  const isNbfc = roles.length > 0 && adminUserTypeOf(roles) === "NBFC";
  const submit = handleSubmit((values) =>
    form.refineCore
      .onFinish({
        ...values,
        roles: rolesEditable ? values.roles : undefined,
        lenderId: isNbfc && values.lenderId ? values.lenderId : undefined,
        currentPassword: self && values.currentPassword ? values.currentPassword : undefined,
      })
      .catch(() => undefined),
  );

  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!user) return <Alert type="warning" showIcon message="User not found" />;
  return (
    <RecordFormFrame
      label={`Edit ${user.name}`}
      submitLabel="Save changes"
      submitting={form.refineCore.formLoading}
      onSubmit={submit}
      cancel={userShowPath(id)}
    >
      <TextField control={control} name="userFullName" label="Full Name" required />
      <TextField control={control} name="userEmailId" label="Email" type="email" required />
      <TextField control={control} name="userMobileNo" label="Mobile" type="tel" required />
      <RolesField
        control={control}
        name="roles"
        label="Roles"
        offered={rolesEditable ? offered : (user.roles as Role[])}
        disabled={!rolesEditable}
        extra={rolesEditable ? ROLES_HELP : ROLES_FIXED}
      />
      {isNbfc ? <LenderField control={control} name="lenderId" label="Lender" required /> : null}
      <TextField
        control={control}
        name="newPassword"
        label="New Password"
        type="password"
        extra={
          self
            ? "Leave empty to keep the password. A new one signs you out everywhere."
            : `Leave empty to keep the password. A new one signs the user out everywhere. ${TEMPORARY_PASSWORD_HELP}`
        }
      />
      <TextField control={control} name="confirmNewPassword" label="Confirm New Password" type="password" />
      {self ? (
        <TextField
          control={control}
          name="currentPassword"
          label="Current Password"
          type="password"
          extra="Needed to change your own e-mail, mobile or password."
        />
      ) : null}
    </RecordFormFrame>
  );
}
