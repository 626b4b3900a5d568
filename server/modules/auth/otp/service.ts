import { randomInt, randomUUID } from "node:crypto";
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, type OtpIssued } from "@domain/api/otp";
import { hmacSha256, sameHex } from "@server/auth/secrets";
import type { Clock } from "@server/config/clock";
import type { Database } from "@server/db/database";
import type { SmsSender } from "@server/integrations/sms/sms-sender";
import { unauthorized } from "@server/http/errors";
import * as queries from "./queries";

export const INVALID_OTP = "Invalid or expired OTP";
export const OTP_ATTEMPTS_EXCEEDED = "Too many wrong attempts; request a new OTP";

export type OtpDeps = { db: Database; clock: Clock; sms: SmsSender; secret: string };

const codeHash = (deps: OtpDeps, mobile: string, code: string) =>
  hmacSha256(deps.secret, `${mobile}:${code}`);

/** Issues a 6-digit OTP for a mobile (stored hashed, valid 5 minutes) and hands it to the SMS sender. */
export async function issueOtp(deps: OtpDeps, mobile: string): Promise<OtpIssued> {
  const now = deps.clock();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    await queries.retireOtps(tx, mobile, now);
    await queries.insertOtp(tx, {
      id: randomUUID(),
      mobile,
      codeHash: codeHash(deps, mobile, code),
      expiresAt,
      createdAt: now,
    });
  });
  await deps.sms.sendOtp(mobile, code, expiresAt, now);
  return { mobile, expiresInSeconds: OTP_TTL_SECONDS };
}

/** Checks an OTP: at most 3 attempts, then it is dead even for the right code; spent on success. */
export async function verifyOtp(deps: OtpDeps, mobile: string, code: string): Promise<void> {
  const now = deps.clock();
  const otp = await queries.latestLiveOtp(deps.db, mobile);
  if (!otp || otp.expiresAt <= now) throw unauthorized(INVALID_OTP);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw unauthorized(OTP_ATTEMPTS_EXCEEDED);
  if (!sameHex(otp.codeHash, codeHash(deps, mobile, code))) {
    const attempts = await queries.recordWrongAttempt(deps.db, otp.id);
    throw unauthorized(attempts >= OTP_MAX_ATTEMPTS ? OTP_ATTEMPTS_EXCEEDED : INVALID_OTP);
  }
  if (!(await queries.consumeOtp(deps.db, otp.id, now))) throw unauthorized(INVALID_OTP);
}
