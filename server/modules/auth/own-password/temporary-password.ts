import { OWN_PASSWORD_REQUIRED } from "@domain/api/own-password";
import { ApiProblem } from "@server/http/errors";
import { issueOtp, type OtpDeps } from "../otp/service";
import type { UserRow } from "../users/user-record";

/** The refusal's words: the code went to the account's own mobile, of which only the last digits are told. */
export const ownPasswordRequiredMessage = (mobile: string) =>
  `This password is a temporary one set by an administrator. A one-time code was sent to your mobile ending in ${mobile.slice(-4)}: enter it with a password of your own.`;

/**
 * A right temporary password signs nobody in (its administrator knows it): a one-time code goes to the
 * account's own mobile, and the answer (403, `OWN_PASSWORD_REQUIRED`) says so.
 */
export async function ownPasswordRequired(otpDeps: OtpDeps, user: UserRow): Promise<ApiProblem> {
  await issueOtp(otpDeps, user.mobile);
  return new ApiProblem(
    403,
    ownPasswordRequiredMessage(user.mobile),
    undefined,
    undefined,
    OWN_PASSWORD_REQUIRED,
  );
}
