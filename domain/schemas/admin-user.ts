import { passwordGrantSchema } from "@domain/api/auth";
import { ROLES } from "@domain/enums/users";
import { z } from "zod";
import { someOf } from "./choice-fields";
import { maxLength, PASSWORDS_DO_NOT_MATCH, required, SPEC_MESSAGES } from "./form-messages";
import { mobileField } from "./identifier-fields";
import { requiredEmail, requiredText } from "./text-fields";

/** At least 5 (spec) and at most 30: longer could never be typed into the 30-character login form. */
export const passwordField = (label: string) =>
  z
    .string({ error: required(label) })
    .min(1, required(label))
    .pipe(z.string().min(5, SPEC_MESSAGES.passwordMin).max(30, maxLength(label, 30)));

/** Compares the two password fields once both are strings, even while other fields still have errors. */
export const passwordsMatch = <K extends string, C extends string>(password: K, confirm: C) => ({
  check: (values: Partial<Record<K | C, string>>) => (values[password] ?? "") === (values[confirm] ?? ""),
  params: {
    path: [confirm],
    error: PASSWORDS_DO_NOT_MATCH,
    when: (payload: z.core.ParsePayload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[password] === "string";
    },
  },
});

const createMatch = passwordsMatch("password", "confirmPassword");

/** Admin user create: name and e-mail up to 30, mobile exactly 10 digits, a role, password at least 5. */
export const adminUserCreateSchema = z
  .object({
    fullName: requiredText("Full Name", { max: 30 }),
    userEmail: requiredEmail("Email", { max: 30 }),
    userMobile: mobileField("Mobile"),
    roles: someOf(ROLES, "Role"),
    password: passwordField("Password"),
    confirmPassword: z.string({ error: required("Confirm Password") }).min(1, required("Confirm Password")),
  })
  .refine(createMatch.check, createMatch.params);
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreateValues = z.output<typeof adminUserCreateSchema>;

const editMatch = passwordsMatch("newPassword", "confirmNewPassword");

/** Admin user edit: the same rules; the password is changed only when a new one is typed. */
export const adminUserEditSchema = z
  .object({
    userFullName: requiredText("Full Name", { max: 30 }),
    userEmailId: requiredEmail("Email", { max: 30 }),
    userMobileNo: mobileField("Mobile"),
    newPassword: z
      .string()
      .refine((value) => value === "" || value.length >= 5, SPEC_MESSAGES.passwordMin)
      .refine((value) => value.length <= 30, maxLength("New Password", 30))
      .optional(),
    confirmNewPassword: z.string().optional(),
  })
  .refine(editMatch.check, editMatch.params);
export type AdminUserEditInput = z.input<typeof adminUserEditSchema>;
export type AdminUserEditValues = z.output<typeof adminUserEditSchema>;

/** Login: username and password required, at most 30 each; the same rules as the token endpoint. */
export const adminLoginSchema = passwordGrantSchema.pick({ username: true, password: true });
export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLoginValues = z.output<typeof adminLoginSchema>;
