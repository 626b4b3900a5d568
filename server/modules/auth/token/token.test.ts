import type { TokenResponse } from "@domain/api/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVERTISED_DEMO_ACCOUNTS } from "@server/db/seed/demo-data";
import {
  bearer,
  body,
  setUpDatabase,
  signIn,
  startApp,
  type TestDatabase,
} from "@server/test-support/test-app";
import type { TestClock } from "@server/test-support/test-clock";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_LOCKED } from "./lockout";
import { INVALID_CREDENTIALS, INVALID_REFRESH_TOKEN, REFRESH_GRACE_SECONDS } from "./service";

let database: TestDatabase;
let app: FastifyInstance;
let clock: TestClock;

beforeAll(async () => {
  database = await setUpDatabase();
  ({ app, clock } = await startApp(database));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const token = (payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/auth/oauth/token", payload });
const refresh = (refreshToken: string) => token({ grant_type: "refresh_token", refresh_token: refreshToken });

describe("POST /auth/oauth/token, password grant", () => {
  it.each(ADVERTISED_DEMO_ACCOUNTS.map((account) => [account.email, account.userType] as const))(
    "signs in %s (%s) and answers the OAuth 2 token response, unwrapped",
    async (email, userType) => {
      const response = await token({ grant_type: "password", username: email, password: "Demo@1234" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const tokens = body<TokenResponse>(response);
      expect(tokens).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: "Bearer",
        expires_in: 900,
      });
      const me = await app.inject({ url: "/auth/me", headers: bearer(tokens.access_token) });
      expect(body(me)).toMatchObject({ payload: { email, userType } });
    },
  );

  it("accepts a form-encoded body and a case-insensitive e-mail, trimmed", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=password&username=%20Admin%40Demo.in%20&password=Demo%401234",
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers one message for a wrong password and for an unknown user", async () => {
    const wrongPassword = await token({ grant_type: "password", username: "ops@demo.in", password: "nope1" });
    const unknownUser = await token({
      grant_type: "password",
      username: "nobody@demo.in",
      password: "Demo@1234",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(body(wrongPassword)).toEqual({ message: INVALID_CREDENTIALS });
    expect(body(unknownUser)).toEqual({ message: INVALID_CREDENTIALS });
  });

  it("rejects a missing username and an over-long password with the form's messages", async () => {
    const response = await token({ grant_type: "password", username: "", password: "x".repeat(31) });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      message: "Please correct the highlighted fields",
      errors: [
        { field: "username", message: "Username is required" },
        { field: "password", message: "Password cannot be more than 30 characters" },
      ],
    });
  });

  it("rejects an unknown grant type", async () => {
    const response = await token({ grant_type: "client_credentials" });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      errors: [{ field: "grant_type", message: "grant_type must be password, refresh_token or otp" }],
    });
  });
});

describe("lockout", () => {
  it("locks an account for 15 minutes after five failed sign-ins, even for the right password", async () => {
    const attempt = (password: string) =>
      token({ grant_type: "password", username: "payments@demo.in", password });
    for (let i = 0; i < 5; i += 1) expect((await attempt("wrong-password")).statusCode).toBe(401);
    const locked = await attempt("Demo@1234");
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toEqual({ message: ACCOUNT_LOCKED });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    clock.advanceMinutes(14);
    expect((await attempt("Demo@1234")).statusCode).toBe(429);
    clock.advanceMinutes(2);
    expect((await attempt("Demo@1234")).statusCode).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const attempt = (password: string) =>
      token({ grant_type: "password", username: "admin@demo.in", password });
    for (let i = 0; i < 4; i += 1) await attempt("wrong-password");
    expect((await attempt("Demo@1234")).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await attempt("wrong-password");
    expect((await attempt("Demo@1234")).statusCode).toBe(200);
  });
});

describe("refresh tokens", () => {
  it("rotates: a refresh answers a new pair and the old refresh token is spent", async () => {
    const first = await signIn(app, "merchant@demo.in");
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = body<TokenResponse>(second);
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(200);
  });

  it("revokes the whole family when a spent refresh token is presented again after the grace", async () => {
    const first = await signIn(app, "anchor@demo.in");
    const second = body<TokenResponse>(await refresh(first.refresh_token));
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(body(reuse)).toEqual({ message: INVALID_REFRESH_TOKEN });
    // The thief's replay also kills the legitimate holder's newer token.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it("rejects an unknown and an expired refresh token", async () => {
    expect((await refresh("not-a-real-token")).statusCode).toBe(401);
    const tokens = await signIn(app, "ops@demo.in");
    clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe("access tokens", () => {
  it("401 without a token, with a forged one and with an expired one", async () => {
    const missing = await app.inject({ url: "/auth/me" });
    expect(missing.statusCode).toBe(401);
    expect(body(missing)).toEqual({ message: "Access token is missing" });
    const forged = await app.inject({ url: "/auth/me", headers: bearer("eyJhbGciOiJIUzI1NiJ9.e30.bad") });
    expect(forged.statusCode).toBe(401);
    const { access_token } = await signIn(app, "superadmin@demo.in");
    clock.advance(901 * 1000);
    const expired = await app.inject({ url: "/auth/me", headers: bearer(access_token) });
    expect(expired.statusCode).toBe(401);
    expect(body(expired)).toEqual({ message: "Access token is invalid or expired" });
  });
});

describe("POST /auth/oauth/logout", () => {
  it("revokes the caller's refresh token and answers a payload", async () => {
    const tokens = await signIn(app, "nbfc@demo.in");
    const response = await app.inject({
      method: "POST",
      url: "/auth/oauth/logout",
      headers: bearer(tokens.access_token),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ payload: { loggedOut: true } });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it("does not revoke another user's refresh token", async () => {
    const mine = await signIn(app, "nbfc@demo.in");
    const theirs = await signIn(app, "merchant@demo.in");
    await app.inject({
      method: "POST",
      url: "/auth/oauth/logout",
      headers: bearer(mine.access_token),
      payload: { refresh_token: theirs.refresh_token },
    });
    expect((await refresh(theirs.refresh_token)).statusCode).toBe(200);
  });

  it("needs a bearer token and a refresh token", async () => {
    expect((await app.inject({ method: "POST", url: "/auth/oauth/logout", payload: {} })).statusCode).toBe(
      401,
    );
    const { access_token } = await signIn(app, "nbfc@demo.in");
    const response = await app.inject({
      method: "POST",
      url: "/auth/oauth/logout",
      headers: bearer(access_token),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      errors: [{ field: "refresh_token", message: "Refresh token is required" }],
    });
  });
});

describe("rate limit", () => {
  it("limits sign-in attempts per IP and answers 429 in the envelope", async () => {
    const limited = await startApp(database, { config: { tokenRateLimitPerMinute: 3 } });
    const attempt = () =>
      limited.app.inject({
        method: "POST",
        url: "/auth/oauth/token",
        payload: { grant_type: "password", username: "nobody@demo.in", password: "x" },
        remoteAddress: "10.0.0.7",
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(body<{ message: string }>(blocked).message).toMatch(
      /^Too many requests; try again in \d+ seconds$/,
    );
    const otherIp = await limited.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "password", username: "nobody@demo.in", password: "x" },
      remoteAddress: "10.0.0.8",
    });
    expect(otherIp.statusCode).toBe(401);
    await limited.app.close();
  });
});
