import type { UserDetail } from "@domain/api/users";
import { verifyPassword } from "@server/auth/passwords";
import type { Clock } from "@server/config/clock";
import type { Database } from "@server/db/database";
import { ApiProblem, badRequest } from "@server/http/errors";
import type { Mailer } from "@server/integrations/mail/mailer";
import type { SmsSender } from "@server/integrations/sms/sms-sender";
import { verifyOtp, type OtpDeps } from "../otp/service";
import { assertNotLocked, lockoutSubject, recordFailure } from "../token/lockout";
import { findUserById } from "../token/queries";

export const PROOF_REQUIRED =
  "To change your e-mail or mobile, enter your current password or an OTP sent to your current mobile";
export const WRONG_CURRENT_PASSWORD = "Current password is wrong";

export type ContactChangeDeps = { db: Database; clock: Clock; sms: SmsSender; mailer: Mailer; otp: OtpDeps };

/**
 * A user changing its own e-mail or mobile proves it is itself: its current password, or an OTP sent to
 * its current mobile. Wrong proofs count towards the sign-in lockout (a stolen access token is no key to
 * guessing the password).
 */
export async function proveItIsYou(
  deps: ContactChangeDeps,
  self: UserDetail,
  proof: { currentPassword?: string | undefined; otp?: string | undefined },
): Promise<void> {
  const now = deps.clock();
  const subject = lockoutSubject(self.id, self.email);
  if (proof.currentPassword) {
    await assertNotLocked(deps.db, subject, now);
    const row = await findUserById(deps.db, self.id);
    if (row?.passwordHash && (await verifyPassword(row.passwordHash, proof.currentPassword))) return;
    await recordFailure(deps.db, subject, self.id, now);
    throw badRequest(WRONG_CURRENT_PASSWORD, [{ field: "currentPassword", message: WRONG_CURRENT_PASSWORD }]);
  }
  if (proof.otp) {
    await assertNotLocked(deps.db, subject, now);
    try {
      await verifyOtp(deps.otp, self.mobile, proof.otp);
      return;
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      await recordFailure(deps.db, subject, self.id, now);
      throw badRequest(error.message, [{ field: "otp", message: error.message }]);
    }
  }
  throw badRequest(PROOF_REQUIRED, [{ field: "currentPassword", message: PROOF_REQUIRED }]);
}

/** Tells the old mobile and the old address that they no longer sign in to the account. */
export async function notifyOldContacts(
  deps: Pick<ContactChangeDeps, "sms" | "mailer">,
  before: Pick<UserDetail, "email" | "mobile">,
  after: Pick<UserDetail, "email" | "mobile">,
): Promise<void> {
  const changed = [
    before.email !== after.email ? "e-mail address" : null,
    before.mobile !== after.mobile ? "mobile number" : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const text = `The ${changed} of your Ledgerline account was changed and every session was signed out. If this was not you, contact support at once.`;
  await deps.sms.sendNotice(before.mobile, text);
  await deps.mailer.send({ to: before.email, subject: "Your Ledgerline sign-in details were changed", text });
}
