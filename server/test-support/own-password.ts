import type { FastifyInstance } from "fastify";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";

/** The one-time code last sent to a mobile, from the development SMS outbox. */
export function latestCodeFor(app: FastifyInstance, mobile: string): string {
  const entry = app.sms.recent().find((sent) => sent.mobile === mobile);
  if (!entry) throw new Error(`No one-time code was sent to ${mobile}`);
  return entry.otp;
}

/**
 * What the user of a new or reset account does: signs in with the temporary password (refused, a code goes
 * to its mobile), then sets its own password with that code. Fails the test on any other answer.
 */
export async function setOwnPassword(
  app: FastifyInstance,
  user: { email: string; mobile: string },
  temporaryPassword: string,
  newPassword = DEMO_PASSWORD,
): Promise<void> {
  const refused = await app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: { grant_type: "password", username: user.email, password: temporaryPassword },
  });
  if (refused.statusCode !== 403) throw new Error(`Expected 403 OWN_PASSWORD_REQUIRED: ${refused.body}`);
  const response = await app.inject({
    method: "POST",
    url: "/auth/own-password",
    payload: {
      username: user.email,
      temporaryPassword,
      otp: latestCodeFor(app, user.mobile),
      newPassword,
      confirmNewPassword: newPassword,
    },
  });
  if (response.statusCode !== 200) throw new Error(`Setting ${user.email}'s own password: ${response.body}`);
}
