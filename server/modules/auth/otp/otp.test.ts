import type { TokenResponse } from "@domain/api/auth";
import type { OtpConsoleEntry } from "@domain/api/otp";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessTokenFor,
  bearer,
  body,
  setUpDatabase,
  startApp,
  type TestDatabase,
} from "@server/test-support/test-app";
import type { TestClock } from "@server/test-support/test-clock";
import { ACCOUNT_LOCKED, LOCKOUT_MINUTES } from "../token/lockout";
import { NO_ACCOUNT_FOR_MOBILE } from "../token/service";
import { INVALID_OTP, OTP_ATTEMPTS_EXCEEDED } from "./service";

let database: TestDatabase;
let app: FastifyInstance;
let clock: TestClock;

const MERCHANT_MOBILE = "9876500007";

beforeAll(async () => {
  database = await setUpDatabase();
  ({ app, clock } = await startApp(database));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const requestOtp = (mobile: string) => app.inject({ url: `/auth/otp?mobile=${encodeURIComponent(mobile)}` });
const otpGrant = (mobile: string, otp: string) =>
  app.inject({ method: "POST", url: "/auth/oauth/token", payload: { grant_type: "otp", mobile, otp } });

const readConsole = async (email: string) =>
  app.inject({ url: "/auth/otp/console", headers: bearer(await accessTokenFor(app, email)) });

async function latestOtp(mobile: string): Promise<string> {
  const response = await readConsole("ops@demo.in");
  const entry = body<{ payload: OtpConsoleEntry[] }>(response).payload.find((item) => item.mobile === mobile);
  if (!entry) throw new Error(`No OTP for ${mobile}`);
  return entry.otp;
}

const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, "0");

describe("GET /auth/otp", () => {
  it("issues a 6-digit OTP valid for 5 minutes and shows it on the development console", async () => {
    const response = await requestOtp(MERCHANT_MOBILE);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ payload: { mobile: MERCHANT_MOBILE, expiresInSeconds: 300 } });
    expect(await latestOtp(MERCHANT_MOBILE)).toMatch(/^\d{6}$/);
  });

  it("serves the console to platform staff only: 401 signed out, 403 for NBFC and merchants", async () => {
    expect((await app.inject({ url: "/auth/otp/console" })).statusCode).toBe(401);
    for (const email of ["nbfc@demo.in", "anchor@demo.in", "merchant@demo.in"]) {
      expect((await readConsole(email)).statusCode).toBe(403);
    }
    for (const email of ["superadmin@demo.in", "admin@demo.in", "ops@demo.in"]) {
      expect((await readConsole(email)).statusCode).toBe(200);
    }
  });

  it("shows a code only to its own user or to a strictly higher rank: an OPS user never reads a peer's or an admin's", async () => {
    const SUPERADMIN_MOBILE = "9876500001";
    const PAYMENTS_MOBILE = "9876500005";
    const OPS_MOBILE = "9876500004";
    for (const mobile of [SUPERADMIN_MOBILE, PAYMENTS_MOBILE, OPS_MOBILE, MERCHANT_MOBILE])
      expect((await requestOtp(mobile)).statusCode).toBe(200);
    const mobilesFor = async (email: string) =>
      new Set(
        body<{ payload: OtpConsoleEntry[] }>(await readConsole(email)).payload.map((entry) => entry.mobile),
      );
    const ops = await mobilesFor("ops@demo.in");
    expect([...ops].filter((mobile) => [SUPERADMIN_MOBILE, PAYMENTS_MOBILE].includes(mobile))).toEqual([]);
    expect(ops.has(OPS_MOBILE)).toBe(true);
    expect(ops.has(MERCHANT_MOBILE)).toBe(true);
    const admin = await mobilesFor("admin@demo.in");
    expect(admin.has(SUPERADMIN_MOBILE)).toBe(false);
    expect(admin.has(PAYMENTS_MOBILE)).toBe(true);
    const superAdmin = await mobilesFor("superadmin@demo.in");
    for (const mobile of [SUPERADMIN_MOBILE, PAYMENTS_MOBILE, OPS_MOBILE, MERCHANT_MOBILE])
      expect(superAdmin.has(mobile)).toBe(true);
  });

  it("rejects a malformed mobile with the spec's message", async () => {
    const response = await requestOtp("12345");
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      errors: [{ field: "mobile", message: "Phone number should be 10 digits" }],
    });
    const missing = await app.inject({ url: "/auth/otp" });
    expect(body(missing)).toMatchObject({ errors: [{ field: "mobile", message: "Mobile is required" }] });
  });

  it("never stores the OTP itself", async () => {
    await requestOtp(MERCHANT_MOBILE);
    const otp = await latestOtp(MERCHANT_MOBILE);
    const rows = await database.db.query.oneTimePasswords.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(otp);
  });
});

describe("POST /auth/oauth/token, otp grant", () => {
  it("signs in with the right OTP, once", async () => {
    await requestOtp(MERCHANT_MOBILE);
    const otp = await latestOtp(MERCHANT_MOBILE);
    const response = await otpGrant(MERCHANT_MOBILE, otp);
    expect(response.statusCode).toBe(200);
    const me = await app.inject({
      url: "/auth/me",
      headers: bearer(body<TokenResponse>(response).access_token),
    });
    expect(body(me)).toMatchObject({ payload: { email: "merchant@demo.in" } });
    const replay = await otpGrant(MERCHANT_MOBILE, otp);
    expect(replay.statusCode).toBe(401);
    expect(body(replay)).toEqual({ message: INVALID_OTP });
  });

  it("only the newest OTP of a mobile counts", async () => {
    await requestOtp(MERCHANT_MOBILE);
    const older = await latestOtp(MERCHANT_MOBILE);
    await requestOtp(MERCHANT_MOBILE);
    const newer = await latestOtp(MERCHANT_MOBILE);
    if (older !== newer) expect((await otpGrant(MERCHANT_MOBILE, older)).statusCode).toBe(401);
    expect((await otpGrant(MERCHANT_MOBILE, newer)).statusCode).toBe(200);
  });

  it("dies after 3 wrong attempts, even for the right code", async () => {
    await requestOtp(MERCHANT_MOBILE);
    const otp = await latestOtp(MERCHANT_MOBILE);
    expect(body(await otpGrant(MERCHANT_MOBILE, wrongCode(otp)))).toEqual({ message: INVALID_OTP });
    expect(body(await otpGrant(MERCHANT_MOBILE, wrongCode(otp)))).toEqual({ message: INVALID_OTP });
    expect(body(await otpGrant(MERCHANT_MOBILE, wrongCode(otp)))).toEqual({ message: OTP_ATTEMPTS_EXCEEDED });
    const right = await otpGrant(MERCHANT_MOBILE, otp);
    expect(right.statusCode).toBe(401);
    expect(body(right)).toEqual({ message: OTP_ATTEMPTS_EXCEEDED });
  });

  it("expires after 5 minutes", async () => {
    await requestOtp(MERCHANT_MOBILE);
    const otp = await latestOtp(MERCHANT_MOBILE);
    clock.advance(300 * 1000);
    const late = await otpGrant(MERCHANT_MOBILE, otp);
    expect(late.statusCode).toBe(401);
    expect(body(late)).toEqual({ message: INVALID_OTP });
  });

  it("works just before expiry", async () => {
    clock.advanceMinutes(LOCKOUT_MINUTES); // the wrong and late codes above locked the account
    await requestOtp(MERCHANT_MOBILE);
    const otp = await latestOtp(MERCHANT_MOBILE);
    clock.advance(299 * 1000);
    expect((await otpGrant(MERCHANT_MOBILE, otp)).statusCode).toBe(200);
  });

  it("counts wrong OTPs towards the lockout, and a locked account cannot sign in by OTP", async () => {
    clock.advanceMinutes(LOCKOUT_MINUTES);
    for (let round = 0; round < 2; round += 1) {
      await requestOtp(MERCHANT_MOBILE);
      const otp = await latestOtp(MERCHANT_MOBILE);
      for (let i = 0; i < 3 && round * 3 + i < 5; i += 1) await otpGrant(MERCHANT_MOBILE, wrongCode(otp));
    }
    await requestOtp(MERCHANT_MOBILE);
    const locked = await otpGrant(MERCHANT_MOBILE, await latestOtp(MERCHANT_MOBILE));
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toEqual({ message: ACCOUNT_LOCKED });
    const password = await app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "password", username: "merchant@demo.in", password: "Demo@1234" },
    });
    expect(password.statusCode).toBe(429);
    clock.advanceMinutes(LOCKOUT_MINUTES);
    await requestOtp(MERCHANT_MOBILE);
    expect((await otpGrant(MERCHANT_MOBILE, await latestOtp(MERCHANT_MOBILE))).statusCode).toBe(200);
  });

  it("answers 401 for a mobile with no account", async () => {
    await requestOtp("9123456780");
    const response = await otpGrant("9123456780", await latestOtp("9123456780"));
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ message: NO_ACCOUNT_FOR_MOBILE });
  });

  it("validates the grant's fields", async () => {
    const response = await otpGrant("98765", "12ab");
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      errors: [
        { field: "mobile", message: "Enter a valid 10 digit mobile number" },
        { field: "otp", message: "OTP must have 6 digits" },
      ],
    });
  });
});

describe("OTP rate limit", () => {
  it("limits OTP requests per IP", async () => {
    const limited = await startApp(database, { config: { otpRateLimitPerMinute: 2 } });
    const ask = () =>
      limited.app.inject({ url: `/auth/otp?mobile=${MERCHANT_MOBILE}`, remoteAddress: "10.1.1.1" });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    await limited.app.close();
  });
});
