import { UNAUTHORIZED_MESSAGE } from "@domain/constants";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endSessionAsUnauthorized, notifications, refreshTokens } from "./api-client";
import type { HttpClient } from "./http-client";
import { setNavigator } from "./navigation";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, tokenStore } from "./token-store";

describe("the give-up path of the 401 policy", () => {
  let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  let restore: () => void;

  beforeEach(() => {
    navigate = vi.fn<(path: string) => void>();
    restore = setNavigator(navigate);
    window.history.replaceState(null, "", "/admin/client-management");
  });

  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  it("toasts 'You are unauthorized', clears local and session storage and cookies, goes to /login", () => {
    const open = vi.spyOn(notifications, "open").mockImplementation(() => undefined);
    tokenStore.save({ access_token: "a", refresh_token: "r", expires_in: 900 });
    Cookies.set("other", "1");
    window.localStorage.setItem("prefs", "x");
    window.sessionStorage.setItem("userId", "u-1");

    endSessionAsUnauthorized();

    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ type: "error", message: UNAUTHORIZED_MESSAGE }),
    );
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(Cookies.get()).toEqual({});
    expect(navigate).toHaveBeenCalledWith("/login");
  });
});

describe("refreshing the tokens", () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  });

  function clientAnswering(answer: () => Promise<unknown>) {
    const request = vi.fn(answer);
    return { client: { request, upload: vi.fn() } as unknown as HttpClient, request };
  }

  it("exchanges the refresh token once for callers waiting together and keeps the new tokens", async () => {
    tokenStore.save({ access_token: "old", refresh_token: "refresh-1", expires_in: 900 });
    const { client, request } = clientAnswering(async () => ({
      access_token: "new",
      refresh_token: "refresh-2",
      token_type: "Bearer",
      expires_in: 900,
    }));
    const results = await Promise.all([refreshTokens(client), refreshTokens(client)]);
    expect(results).toEqual([true, true]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      "/auth/oauth/token",
      expect.objectContaining({
        method: "POST",
        authenticated: false,
        body: { grant_type: "refresh_token", refresh_token: "refresh-1" },
      }),
    );
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe("new");
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe("refresh-2");
  });

  it("answers false without a call when there is no refresh token, and false when the server refuses", async () => {
    const none = clientAnswering(async () => ({}));
    await expect(refreshTokens(none.client)).resolves.toBe(false);
    expect(none.request).not.toHaveBeenCalled();

    tokenStore.save({ access_token: "old", refresh_token: "reused", expires_in: 900 });
    const refused = clientAnswering(async () =>
      Promise.reject({ message: "Refresh token reused", statusCode: 401 }),
    );
    await expect(refreshTokens(refused.client)).resolves.toBe(false);
  });
});
