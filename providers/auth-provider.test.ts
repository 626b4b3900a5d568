import { QueryClient } from "@tanstack/react-query";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGIN_FAILED_TITLE, createAuthProvider } from "./auth-provider";
import type { HttpClient, JsonCall } from "./http-client";
import { tokenStore } from "./token-store";

const tokens = { access_token: "a1", refresh_token: "r1", token_type: "Bearer", expires_in: 900 };
const identity = {
  id: "u-1",
  name: "Asha Rao",
  email: "admin@demo.in",
  userType: "ADMIN",
  roles: ["ROLE_ADMIN"],
  kind: "ADMIN",
  lenderId: null,
  anchorId: null,
};

function setUp(answer: (url: string, call: JsonCall) => unknown) {
  const calls: { url: string; call: JsonCall }[] = [];
  const http: HttpClient = {
    request: vi.fn(async (url: string, call: JsonCall = {}) => {
      calls.push({ url, call });
      return answer(url, call) as never;
    }),
    upload: vi.fn(),
    download: vi.fn(),
  };
  const queryClient = new QueryClient();
  return { provider: createAuthProvider({ http, queryClient }), calls, queryClient };
}

describe("the auth provider", () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("signs in with the password grant, without the bearer, and keeps the tokens", async () => {
    const { provider, calls } = setUp(() => tokens);
    await expect(provider.login({ username: "admin@demo.in", password: "Demo@1234" })).resolves.toEqual({
      success: true,
      redirectTo: "/",
    });
    expect(calls[0]).toEqual({
      url: "/auth/oauth/token",
      call: {
        method: "POST",
        authenticated: false,
        body: { grant_type: "password", username: "admin@demo.in", password: "Demo@1234" },
      },
    });
    expect(tokenStore.accessToken()).toBe("a1");
    expect(tokenStore.refreshToken()).toBe("r1");
  });

  it("signs in with the OTP grant", async () => {
    const { provider, calls } = setUp(() => tokens);
    await provider.login({ mobile: "9876543210", otp: "123456" });
    expect(calls[0]!.call.body).toEqual({ grant_type: "otp", mobile: "9876543210", otp: "123456" });
  });

  it("reports the server's message on wrong credentials", async () => {
    const { provider } = setUp(() => {
      throw { message: "Invalid username or password", statusCode: 401 };
    });
    await expect(provider.login({ username: "admin@demo.in", password: "nope" })).resolves.toEqual({
      success: false,
      error: { name: LOGIN_FAILED_TITLE, message: "Invalid username or password" },
    });
    expect(tokenStore.hasSession()).toBe(false);
  });

  it("logs out: calls the logout endpoint, clears storage and cookies, goes to /login", async () => {
    const { provider, calls, queryClient } = setUp(() => ({ payload: true }));
    tokenStore.save(tokens);
    window.localStorage.setItem("x", "1");
    window.sessionStorage.setItem("userId", "m-1");
    queryClient.setQueryData(["check-access", null], []);
    await expect(provider.logout({})).resolves.toEqual({ success: true, redirectTo: "/login" });
    expect(calls[0]).toMatchObject({
      url: "/auth/oauth/logout",
      call: { method: "POST", body: { refresh_token: "r1" }, handleUnauthorized: false },
    });
    expect(Cookies.get()).toEqual({});
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(["check-access", null])).toBeUndefined();
  });

  it("swallows a failing logout call and still ends the session", async () => {
    const { provider } = setUp(() => {
      throw { message: "Server down", statusCode: 500 };
    });
    tokenStore.save(tokens);
    await expect(provider.logout({})).resolves.toEqual({ success: true, redirectTo: "/login" });
    expect(tokenStore.hasSession()).toBe(false);
  });

  it("checks the session from the cookies", async () => {
    const { provider } = setUp(() => undefined);
    await expect(provider.check()).resolves.toEqual({ authenticated: false, redirectTo: "/login" });
    tokenStore.save(tokens);
    await expect(provider.check()).resolves.toEqual({ authenticated: true });
  });

  it("ends the session on a 401 error and on nothing else", async () => {
    const { provider } = setUp(() => undefined);
    await expect(provider.onError({ message: "You are unauthorized", statusCode: 401 })).resolves.toEqual({
      logout: true,
      redirectTo: "/login",
    });
    await expect(provider.onError({ message: "Forbidden", statusCode: 403 })).resolves.toEqual({});
    await expect(provider.onError(new Error("boom"))).resolves.toEqual({});
  });

  it("reads the identity and permissions from /auth/me", async () => {
    const { provider, calls } = setUp(() => ({ payload: identity }));
    await expect(provider.getIdentity!()).resolves.toBeNull();
    tokenStore.save(tokens);
    await expect(provider.getIdentity!()).resolves.toEqual(identity);
    await expect(provider.getPermissions!()).resolves.toEqual(["ROLE_ADMIN"]);
    expect(calls[0]!.url).toBe("/auth/me");
  });
});
