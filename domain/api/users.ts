import { ADMIN_USER_TYPES, PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { maxLength, required, SPEC_MESSAGES } from "@domain/schemas/form-messages";
import { mobileField } from "@domain/schemas/identifier-fields";
import { optionalText, requiredEmail, requiredText } from "@domain/schemas/text-fields";
import { z } from "zod";
import { listQuerySchema } from "./paging";

/** Admin users (back office) and merchant users (the portal's borrowers and anchors). */
export const USER_KINDS = ["ADMIN", "MERCHANT"] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** Every user type: the admin user types, then the programme (merchant) user types. */
export const USER_TYPES = [...ADMIN_USER_TYPES, ...PROGRAMME_USER_TYPES] as const;
export type UserType = (typeof USER_TYPES)[number];

/** One row of `GET /auth/users`. */
export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  kind: z.enum(USER_KINDS),
  userType: z.string(),
  roles: z.array(z.string()),
  lenderId: z.string().nullable(),
  lenderName: z.string().nullable(),
  anchorId: z.string().nullable(),
  anchorName: z.string().nullable(),
  businessName: z.string().nullable(),
  onboardingStatus: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** `GET /auth/users/:id`: a list item plus the version to send back with `PATCH`. */
export const userDetailSchema = userListItemSchema.extend({ version: z.number().int().positive() });
export type UserDetail = z.infer<typeof userDetailSchema>;

/** Fields `GET /auth/users` sorts by. */
export const USER_SORT_FIELDS = ["name", "email", "userType", "createdAt"] as const;

/** `GET /auth/users?page=1&pageSize=10&search=&userType=&kind=&sort=-createdAt`. */
export const userListQuerySchema = listQuerySchema.extend({
  /** Matches name, e-mail, mobile or business name, case-insensitively. */
  search: z.string().max(100, maxLength("Search", 100)).optional(),
  userType: z.union([z.enum(USER_TYPES), z.literal("")]).optional(),
  kind: z.union([z.enum(USER_KINDS), z.literal("")]).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** `GET /auth/users/export`: the list's search, filters and sort, every row they select. */
export const userExportQuerySchema = userListQuerySchema.omit({ page: true, pageSize: true });
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

const password = z
  .string({ error: required("Password") })
  .min(1, required("Password"))
  .pipe(z.string().min(5, SPEC_MESSAGES.passwordMin).max(30, maxLength("Password", 30)));

/** `POST /auth/signup`: a merchant registers itself; it starts at onboarding status NEW_USER. */
export const signupRequestSchema = z.object({
  name: requiredText("Name", { max: 30 }),
  email: requiredEmail("Email", { max: 30 }),
  mobile: mobileField("Mobile"),
  password,
  businessName: optionalText("Business Name", { max: 50 }),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/**
 * `PATCH /auth/users/:id`: a user's contact details; `version` guards against lost updates (409). A user
 * changing its own e-mail or mobile proves it is itself with `currentPassword` or an `otp` sent to its
 * current mobile (`GET /auth/otp`).
 */
export const userUpdateSchema = z.object({
  name: requiredText("Name", { max: 30 }),
  email: requiredEmail("Email", { max: 30 }),
  mobile: mobileField("Mobile"),
  businessName: optionalText("Business Name", { max: 50 }),
  version: z
    .number({ error: required("Version") })
    .int()
    .positive(),
  currentPassword: z.string().max(30, maxLength("Current password", 30)).optional(),
  otp: z
    .string()
    .regex(/^\d{6}$/, "OTP must have 6 digits")
    .optional(),
});
export type UserUpdateRequest = z.input<typeof userUpdateSchema>;
