import { z } from "zod";

/** Username and password each at most 30 characters (spec section 5, login). */
export const passwordGrantSchema = z.object({
  grant_type: z.literal("password"),
  username: z.string().min(1, "Username is required").max(30, "Username cannot be more than 30 characters"),
  password: z.string().min(1, "Password is required").max(30, "Password cannot be more than 30 characters"),
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal("refresh_token"),
  refresh_token: z.string().min(1, "Refresh token is required"),
});

export const otpGrantSchema = z.object({
  grant_type: z.literal("otp"),
  mobile: z.string().regex(/^[6-9]\d{9}$/, "Enter a valid 10 digit mobile number"),
  otp: z.string().regex(/^\d{6}$/, "OTP must have 6 digits"),
});

/** The body of `POST /auth/oauth/token` (JSON or form-encoded). */
export const tokenRequestSchema = z.discriminatedUnion(
  "grant_type",
  [passwordGrantSchema, refreshGrantSchema, otpGrantSchema],
  { error: "grant_type must be password, refresh_token or otp" },
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The standard OAuth 2 token response (not wrapped in the envelope). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** What the portal knows of the signed-in user (the access token's claims and `GET /auth/me`). */
export const identitySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string(),
  roles: z.array(z.string()),
  kind: z.enum(["ADMIN", "MERCHANT"]),
  lenderId: z.string().nullable(),
  anchorId: z.string().nullable(),
});
export type Identity = z.infer<typeof identitySchema>;
