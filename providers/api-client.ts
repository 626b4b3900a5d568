import { tokenResponseSchema } from "@domain/api/auth";
import { UNAUTHORIZED_MESSAGE } from "@domain/constants";
import { ROUTES } from "@domain/routes";
import { createHttpClient, type HttpClient } from "./http-client";
import { navigateTo } from "./navigation";
import { queryClient } from "./query-client";
import { createNotificationProvider } from "./notification-provider";
import { serviceUrl } from "./service-urls";
import { clearSession, tokenStore } from "./token-store";

export const TOKEN_URL = serviceUrl("auth", "/auth/oauth/token");
const UNAUTHORIZED_TOAST_KEY = "unauthorized";

export const notifications = createNotificationProvider();

let refreshing: Promise<boolean> | undefined;

/** Exchanges the refresh token once for all callers waiting at the same moment (tokens rotate on use). */
export function refreshTokens(client: HttpClient = apiClient): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = tokenStore.refreshToken();
    if (!refreshToken) return false;
    try {
      const body = await client.request<unknown>(TOKEN_URL, {
        method: "POST",
        authenticated: false,
        body: { grant_type: "refresh_token", refresh_token: refreshToken },
      });
      const tokens = tokenResponseSchema.safeParse(body);
      if (!tokens.success) return false;
      tokenStore.save(tokens.data);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** The give-up path of the 401 policy, once however many calls fail together. */
export function endSessionAsUnauthorized(): void {
  const alreadyOut = !tokenStore.hasSession() && window.location.pathname === ROUTES.login;
  clearSession();
  // Cached answers (the session check, the menu) belong to the session that just ended.
  queryClient.clear();
  if (alreadyOut) return;
  notifications.open({ key: UNAUTHORIZED_TOAST_KEY, type: "error", message: UNAUTHORIZED_MESSAGE });
  navigateTo(ROUTES.login);
}

/** The one HTTP client of the portal: bearer from the cookie, refresh-and-retry on 401, then give up. */
export const apiClient: HttpClient = createHttpClient({
  accessToken: () => tokenStore.accessToken(),
  refresh: () => refreshTokens(),
  onUnauthorized: endSessionAsUnauthorized,
});
