import type { TokenResponse } from "@domain/api/auth";
import type { OtpConsoleEntry } from "@domain/api/otp";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessTokenFor,
  bearer,
  body,
  LogCapture,
  setUpDatabase,
  startApp,
  type TestDatabase,
} from "@server/test-support/test-app";

let database: TestDatabase;
let app: FastifyInstance;
const logs = new LogCapture();

beforeAll(async () => {
  database = await setUpDatabase();
  ({ app } = await startApp(database, { config: { logLevel: "debug" }, logs }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe("logs", () => {
  it("are JSON lines carrying the request id", async () => {
    await app.inject({ url: "/health", headers: { "x-request-id": "log-trace-1" } });
    const lines = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.requestId === "log-trace-1" && line.msg === "incoming request")).toBe(
      true,
    );
  });

  it("never contain passwords, tokens, OTPs, PAN or Aadhaar", async () => {
    const password = "Demo@1234";
    const signIn = await app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "password", username: "merchant@demo.in", password },
    });
    const tokens = body<TokenResponse>(signIn);
    await app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", refresh_token: tokens.refresh_token },
    });
    await app.inject({
      url: "/auth/me",
      headers: { ...bearer(tokens.access_token), cookie: `access_token=${tokens.access_token}` },
    });
    await app.inject({ url: "/auth/otp?mobile=9876500007" });
    const otp =
      body<{ payload: OtpConsoleEntry[] }>(
        await app.inject({
          url: "/auth/otp/console",
          headers: bearer(await accessTokenFor(app, "admin@demo.in")),
        }),
      ).payload[0]?.otp ?? "";
    await app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "otp", mobile: "9876500007", otp },
    });
    const pan = "ABCPE1234F";
    const aadhaar = "234123412346";
    await app.inject({
      method: "POST",
      url: "/master/kyc/validate/pan",
      headers: bearer(tokens.access_token),
      payload: {
        panNumber: pan,
        name: "Meena Joshi",
        farmerAadhar: aadhaar,
        note: `pan ${pan} aadhaar 2341 2341 2346`,
      },
    });
    await app.inject({
      method: "POST",
      url: "/auth/signup",
      payload: {
        name: "Log Test",
        email: "log@test.in",
        mobile: "9000011111",
        password: "Sneaky@99",
        confirmPassword: "Sneaky@99",
      },
    });

    const text = logs.text;
    expect(text).toContain("request body");
    expect(text).toContain("[REDACTED]");
    for (const secret of [
      password,
      "Sneaky@99",
      tokens.access_token,
      tokens.refresh_token,
      otp,
      pan,
      aadhaar,
      "2341 2341 2346",
    ]) {
      expect(secret.length).toBeGreaterThan(0);
      expect(text).not.toContain(secret);
    }
  });
});
