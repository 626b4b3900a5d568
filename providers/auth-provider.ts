import { type Identity, identitySchema, tokenResponseSchema } from "@domain/api/auth";
import { ROUTES } from "@domain/routes";
import type { AuthProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { payloadOf } from "./data-provider/envelope";
import { resolveEndpoint, resolveOperation } from "./data-provider/resolve-endpoint";
import type { HttpClient } from "./http-client";
import { isHttpError, statusOf } from "./http-error";
import { clearSession, tokenStore } from "./token-store";

export interface PasswordCredentials {
  username: string;
  password: string;
}

export interface OtpCredentials {
  mobile: string;
  otp: string;
}

export type LoginCredentials = PasswordCredentials | OtpCredentials;

export const LOGIN_FAILED_TITLE = "Sign-in failed";

/** A refused sign-in: the API's message, and its code when the portal must act on it (`OWN_PASSWORD_REQUIRED`). */
export type LoginFailure = Error & { code?: string };

function grantFor(credentials: LoginCredentials) {
  return "otp" in credentials
    ? { grant_type: "otp", mobile: credentials.mobile, otp: credentials.otp }
    : { grant_type: "password", username: credentials.username, password: credentials.password };
}

/** Refine's auth provider: OAuth password and OTP grants, the spec's logout rule, identity from `/auth/me`. */
export function createAuthProvider(deps: { http: HttpClient; queryClient: QueryClient }): AuthProvider {
  const { http, queryClient } = deps;

  async function identity(): Promise<Identity | null> {
    if (!tokenStore.hasSession()) return null;
    const endpoint = resolveEndpoint("me", "one");
    const parsed = identitySchema.safeParse(payloadOf(await http.request<unknown>(endpoint.url)));
    return parsed.success ? parsed.data : null;
  }

  return {
    async login(credentials: LoginCredentials) {
      try {
        const endpoint = resolveOperation("session", "token");
        const body = await http.request<unknown>(endpoint.url, {
          method: endpoint.method,
          authenticated: false,
          body: grantFor(credentials),
        });
        const tokens = tokenResponseSchema.parse(body);
        clearSession();
        queryClient.clear();
        tokenStore.save(tokens);
        return { success: true, redirectTo: ROUTES.home };
      } catch (error) {
        const message = isHttpError(error) ? error.message : "Sign-in failed, please try again";
        const failure: LoginFailure = { name: LOGIN_FAILED_TITLE, message };
        if (isHttpError(error) && typeof error.code === "string") failure.code = error.code;
        return { success: false, error: failure };
      }
    },

    /** Spec section 4: sign out, call the logout endpoint, clear storage and cookies, go to /login; failures are swallowed. */
    async logout() {
      const refreshToken = tokenStore.refreshToken();
      if (refreshToken) {
        try {
          const endpoint = resolveOperation("session", "logout");
          await http.request(endpoint.url, {
            method: endpoint.method,
            body: { refresh_token: refreshToken },
            handleUnauthorized: false,
          });
        } catch {
          // The session ends on this device whatever the server says.
        }
      }
      clearSession();
      queryClient.clear();
      return { success: true, redirectTo: ROUTES.login };
    },

    async check() {
      if (tokenStore.hasSession()) return { authenticated: true };
      return { authenticated: false, redirectTo: ROUTES.login };
    },

    /** A 401 that reaches here already went through the HTTP client's refresh-and-retry: end the session. */
    async onError(error: unknown) {
      if (statusOf(error) === 401) return { logout: true, redirectTo: ROUTES.login };
      return {};
    },

    getIdentity: identity,

    async getPermissions() {
      return (await identity())?.roles ?? [];
    },
  };
}
