import { adminUserTypeOf } from "@domain/access/role-user-type";
import { ROLES, type Role } from "@domain/enums/users";
import { adminUserCreateSchema, adminUserEditSchema } from "@domain/schemas/admin-user";
import { someOf } from "@domain/schemas/choice-fields";
import { z } from "zod";
import { userUpdateSchema } from "./users";

export const NBFC_LENDER_REQUIRED = "Lender is required for an NBFC user";
export const LENDER_UNKNOWN = "No lender has this id";
export const MAY_NOT_GRANT = "You may only create or give a user type of a lower rank than yours";
export const OWN_ROLES = "You may not change your own roles";
export const MAY_NOT_MOVE_TENANCY =
  "Only a user of a higher rank may move a user to another lender; you may not move yourself";
export const NOT_AN_ADMIN_USER = "This form edits admin users; change a merchant's details on its profile";

const lenderId = z.guid("Lender id must be a UUID").optional();

/** An NBFC user (roles with ROLE_NBFC_USER as the highest) belongs to a lender. */
const lenderForNbfc = (values: { roles?: Role[] | undefined; lenderId?: string | undefined }) =>
  values.roles === undefined || adminUserTypeOf(values.roles) !== "NBFC" || values.lenderId !== undefined;

/**
 * `POST /auth/users`: the spec's admin user form; the roles make the user type (`adminUserTypeOf`) and an
 * NBFC user names its lender.
 */
export const adminUserCreateRequestSchema = adminUserCreateSchema
  .safeExtend({ lenderId })
  .refine(lenderForNbfc, { path: ["lenderId"], error: NBFC_LENDER_REQUIRED });
export type AdminUserCreateRequest = z.input<typeof adminUserCreateRequestSchema>;
export type AdminUserCreateRequestValues = z.output<typeof adminUserCreateRequestSchema>;

/**
 * `PUT /auth/users/:id`: the spec's admin user edit form at the version read, with the roles (unchanged when
 * absent). Changing one's own e-mail, mobile or password needs `currentPassword` or an `otp` to the current
 * mobile, as `PATCH /auth/users/:id` does. An NBFC user without a lender yet names one.
 */
export const adminUserEditRequestSchema = adminUserEditSchema.safeExtend({
  roles: someOf(ROLES, "Role").optional(),
  lenderId,
  ...userUpdateSchema.pick({ version: true, currentPassword: true, otp: true }).shape,
});
export type AdminUserEditRequest = z.input<typeof adminUserEditRequestSchema>;
export type AdminUserEditRequestValues = z.output<typeof adminUserEditRequestSchema>;
