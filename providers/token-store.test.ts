import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, clearSession, tokenStore } from "./token-store";

describe("the cookie token store", () => {
  afterEach(() => clearSession());

  it("keeps both tokens in cookies and reports a session while either is there", () => {
    expect(tokenStore.hasSession()).toBe(false);
    tokenStore.save({ access_token: "access", refresh_token: "refresh", expires_in: 900 });
    expect(tokenStore.accessToken()).toBe("access");
    expect(tokenStore.refreshToken()).toBe("refresh");
    Cookies.remove(ACCESS_TOKEN_COOKIE, { path: "/" });
    expect(tokenStore.hasSession()).toBe(true);
    Cookies.remove(REFRESH_TOKEN_COOKIE, { path: "/" });
    expect(tokenStore.hasSession()).toBe(false);
  });

  it("writes SameSite=Strict cookies, Secure only on https", () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      tokenStore.save({ access_token: "a", refresh_token: "r", expires_in: 60 });
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(writes).toHaveLength(2);
    for (const write of writes) {
      expect(write).toMatch(/SameSite=strict/i);
      expect(write).not.toMatch(/Secure/);
      expect(write).toMatch(/path=\//);
    }
  });

  it("clears local storage, session storage and every cookie", () => {
    tokenStore.save({ access_token: "a", refresh_token: "r", expires_in: 60 });
    Cookies.set("theme", "dark");
    window.localStorage.setItem("k", "v");
    window.sessionStorage.setItem("userId", "u-1");
    clearSession();
    expect(Cookies.get()).toEqual({});
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });
});
