import { mobileField } from "@domain/schemas/identifier-fields";
import { z } from "zod";

/** A one-time password is 6 digits, valid for 5 minutes and 3 attempts. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 3;

/** `GET /auth/otp?mobile=9876543210`. */
export const otpRequestQuerySchema = z.object({ mobile: mobileField("Mobile") });

export const otpIssuedSchema = z.object({ mobile: z.string(), expiresInSeconds: z.number().int() });
export type OtpIssued = z.infer<typeof otpIssuedSchema>;

/** One entry of the development-only `GET /auth/otp/console`. */
export const otpConsoleEntrySchema = z.object({
  mobile: z.string(),
  otp: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OtpConsoleEntry = z.infer<typeof otpConsoleEntrySchema>;
