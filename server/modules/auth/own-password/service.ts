import type { OwnPasswordRequest } from "@domain/api/own-password";
import { hashPassword } from "@server/auth/passwords";
import { recordAudit } from "@server/audit/audit-log";
import type { Clock } from "@server/config/clock";
import type { Database } from "@server/db/database";
import { conflict } from "@server/http/errors";
import { verifyOtp, type OtpDeps } from "../otp/service";
import { clearFailures, recordFailure } from "../token/lockout";
import { checkPassword } from "../token/service";
import { replaceTemporaryPassword } from "./queries";

export const NO_TEMPORARY_PASSWORD = "This account already has a password of its own: sign in with it";

export type OwnPasswordDeps = { db: Database; clock: Clock; otp: OtpDeps };

/**
 * A user with a temporary password sets its own: the temporary password and the one-time code sent to its
 * own mobile prove it (wrong ones count towards the sign-in lockout); audited as `user.password_set`. Only
 * then does a sign-in work, with the new password.
 */
export async function setOwnPassword(
  deps: OwnPasswordDeps,
  input: Pick<OwnPasswordRequest, "username" | "temporaryPassword" | "otp" | "newPassword">,
): Promise<void> {
  const now = deps.clock();
  const { user, subject } = await checkPassword(deps, input.username, input.temporaryPassword);
  if (!user.mustSetPassword) throw conflict(NO_TEMPORARY_PASSWORD);
  try {
    await verifyOtp(deps.otp, user.mobile, input.otp);
  } catch (error) {
    await recordFailure(deps.db, subject, user.id, now);
    throw error;
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await replaceTemporaryPassword(tx, user.id, passwordHash, now)))
      throw conflict(NO_TEMPORARY_PASSWORD);
    await recordAudit(tx, {
      actorId: user.id,
      action: "user.password_set",
      entity: "user",
      entityId: user.id,
      at: now,
    });
  });
  await clearFailures(deps.db, subject);
}
