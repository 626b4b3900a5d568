import type { TokenResponse } from "@domain/api/auth";
import Cookies from "js-cookie";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "./session-cookies";

export { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE };

/** Refresh tokens outlive the access token; the server decides their real lifetime and rotates them on use. */
const REFRESH_COOKIE_DAYS = 7;

function cookieAttributes(): Cookies.CookieAttributes {
  return { path: "/", sameSite: "strict", secure: window.location.protocol === "https:" };
}

/** The session's tokens, kept in cookies (SameSite=Strict, Secure on https) so every call can send the bearer. */
export const tokenStore = {
  accessToken(): string | undefined {
    return Cookies.get(ACCESS_TOKEN_COOKIE);
  },
  refreshToken(): string | undefined {
    return Cookies.get(REFRESH_TOKEN_COOKIE);
  },
  hasSession(): boolean {
    return Boolean(Cookies.get(ACCESS_TOKEN_COOKIE) ?? Cookies.get(REFRESH_TOKEN_COOKIE));
  },
  save(tokens: Pick<TokenResponse, "access_token" | "refresh_token" | "expires_in">): void {
    const attributes = cookieAttributes();
    Cookies.set(ACCESS_TOKEN_COOKIE, tokens.access_token, {
      ...attributes,
      expires: new Date(Date.now() + tokens.expires_in * 1000),
    });
    Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { ...attributes, expires: REFRESH_COOKIE_DAYS });
  },
};

/** Ends the session on this device: local storage, session storage and every cookie the portal can see. */
export function clearSession(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch (error) {
    console.error("Could not clear the browser storage", error);
  }
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: "/" });
    Cookies.remove(name);
  }
}
