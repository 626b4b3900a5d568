import type { TokenResponse } from "@domain/api/auth";
import { decodeJwt, SignJWT, UnsecuredJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokedAccessTokens } from "@server/db/schema/index";
import { REFRESH_GRACE_SECONDS } from "@server/modules/auth/token/service";
import {
  bearer,
  body,
  setUpDatabase,
  signIn,
  startApp,
  testConfig,
  type TestDatabase,
} from "@server/test-support/test-app";
import { TestClock } from "@server/test-support/test-clock";
import type { FastifyInstance } from "fastify";

let database: TestDatabase;
let app: FastifyInstance;
/** A second server process on the same database. */
let other: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = await setUpDatabase();
  ({ app } = await startApp(database, { clock }));
  ({ app: other } = await startApp(database, { clock }));
});

afterAll(async () => {
  await app.close();
  await other.close();
  await database.close();
});

const me = (server: FastifyInstance, accessToken: string) =>
  server.inject({ url: "/auth/me", headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: { grant_type: "refresh_token", refresh_token: refreshToken },
  });
const logout = (tokens: TokenResponse) =>
  app.inject({
    method: "POST",
    url: "/auth/oauth/logout",
    headers: bearer(tokens.access_token),
    payload: { refresh_token: tokens.refresh_token },
  });

const key = new TextEncoder().encode(testConfig().jwtSecret);

/** A token signed with the server's key, with exactly these claims. */
const signed = (claims: JWTPayload) =>
  new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key);

describe("access tokens", () => {
  it("carry exp, iat, iss, aud, jti and sub; a re-signed copy with all of them is accepted", async () => {
    const { access_token } = await signIn(app, "admin@demo.in");
    const claims = decodeJwt(access_token);
    expect(Object.keys(claims)).toEqual(expect.arrayContaining(["exp", "iat", "iss", "aud", "jti", "sub"]));
    expect((await me(app, await signed(claims))).statusCode).toBe(200);
  });

  it.each(["exp", "iat", "iss", "aud", "jti", "sub", "gen"])(
    "refuses a token signed with the server key but missing %s",
    async (claim) => {
      const { access_token } = await signIn(app, "admin@demo.in");
      const claims: JWTPayload = { ...decodeJwt(access_token) };
      delete claims[claim];
      const response = await me(app, await signed(claims));
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ message: "Access token is invalid or expired" });
    },
  );

  it("refuses alg=none, a wrong key, a wrong audience and an expired token", async () => {
    const { access_token } = await signIn(app, "admin@demo.in");
    const claims = decodeJwt(access_token);
    expect((await me(app, new UnsecuredJWT(claims).encode())).statusCode).toBe(401);
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-too"));
    expect((await me(app, wrongKey)).statusCode).toBe(401);
    expect((await me(app, await signed({ ...claims, aud: "someone-else" }))).statusCode).toBe(401);
    const expired = await signed({ ...claims, exp: Math.floor(clock.now().getTime() / 1000) - 1 });
    expect((await me(app, expired)).statusCode).toBe(401);
  });
});

describe("logout", () => {
  it("kills the access token at once, on every server process", async () => {
    const tokens = await signIn(app, "ops@demo.in");
    expect((await me(other, tokens.access_token)).statusCode).toBe(200);
    expect((await logout(tokens)).statusCode).toBe(200);
    expect((await me(app, tokens.access_token)).statusCode).toBe(401);
    expect((await me(other, tokens.access_token)).statusCode).toBe(401);
    // Another sign-in of the same user is untouched.
    const second = await signIn(app, "ops@demo.in");
    expect((await me(other, second.access_token)).statusCode).toBe(200);
  });

  it("keeps a signed-out token on the deny-list only until it would have expired", async () => {
    const first = await signIn(app, "nbfc@demo.in");
    await logout(first);
    const listed = await database.db.select().from(revokedAccessTokens);
    expect(listed.map((row) => row.jti)).toContain(decodeJwt(first.access_token).jti);
    clock.advance(901 * 1000);
    const second = await signIn(app, "nbfc@demo.in");
    await logout(second);
    const remaining = (await database.db.select().from(revokedAccessTokens)).map((row) => row.jti);
    expect(remaining).not.toContain(decodeJwt(first.access_token).jti);
    expect(remaining).toContain(decodeJwt(second.access_token).jti);
  });
});

describe("refresh grace (two tabs refreshing at once)", () => {
  it("answers the same new pair to both tabs, concurrently or within the grace", async () => {
    const tokens = await signIn(app, "merchant@demo.in");
    const [one, two] = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(body(one)).toEqual(body(two));
    clock.advance((REFRESH_GRACE_SECONDS - 1) * 1000);
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(body(late)).toEqual(body(one));
    const successor = body<TokenResponse>(one);
    expect((await me(app, successor.access_token)).statusCode).toBe(200);
    expect((await refresh(successor.refresh_token)).statusCode).toBe(200);
  });

  it("after the grace, reuse revokes the family", async () => {
    const tokens = await signIn(app, "anchor@demo.in");
    const successor = body<TokenResponse>(await refresh(tokens.refresh_token));
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(successor.refresh_token)).statusCode).toBe(401);
  });

  it("a logout ends the grace too", async () => {
    const tokens = await signIn(app, "payments@demo.in");
    const successor = body<TokenResponse>(await refresh(tokens.refresh_token));
    await logout(successor);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});
