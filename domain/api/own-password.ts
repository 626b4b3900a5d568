import { z } from "zod";
import { passwordField, passwordsMatch } from "@domain/schemas/admin-user";
import { required } from "@domain/schemas/form-messages";
import { otpGrantSchema, passwordGrantSchema } from "./auth";

/**
 * The error code of a password sign-in refused because the password is a temporary one an administrator
 * typed: a one-time code went to the account's own mobile; `POST /auth/own-password` sets its own password.
 */
export const OWN_PASSWORD_REQUIRED = "OWN_PASSWORD_REQUIRED";

export const SAME_AS_TEMPORARY = "Choose a password of your own, not the temporary one";

const match = passwordsMatch("newPassword", "confirmNewPassword");

/** `POST /auth/own-password`: the temporary password, the one-time code and the user's own new password. */
export const ownPasswordRequestSchema = z
  .object({
    username: passwordGrantSchema.shape.username,
    temporaryPassword: passwordGrantSchema.shape.password,
    otp: otpGrantSchema.shape.otp,
    newPassword: passwordField("New Password"),
    confirmNewPassword: z
      .string({ error: required("Confirm Password") })
      .min(1, required("Confirm Password")),
  })
  .refine(match.check, match.params)
  .refine((values) => values.newPassword !== values.temporaryPassword, {
    path: ["newPassword"],
    error: SAME_AS_TEMPORARY,
  });
export type OwnPasswordRequest = z.input<typeof ownPasswordRequestSchema>;

/** What the admin user forms say under a password typed for someone else. */
export const TEMPORARY_PASSWORD_HELP =
  "A temporary password: the user sets one of their own at first sign-in, with a code sent to their mobile.";
