import { normalisePath } from "@domain/access/menu-rules";
import { ROUTES, type RoutePath } from "@domain/routes";
import { accessListQuery } from "@providers/access-list";
import { apiClient } from "@providers/api-client";
import { carriedUserId } from "@providers/carried-user";
import { queryClient } from "@providers/query-client";
import { tokenStore } from "@providers/token-store";
import { LoginPage, PAGES, PortalLayout } from "./lazy-pages";

/**
 * Starts, at boot, the downloads the first screen needs, side by side instead of one after another:
 * the login page's code when signed out; otherwise the layout, the page at this address and the menu.
 */
export function warmUp(location: Location = window.location): void {
  const path = normalisePath(location.pathname);
  if (!tokenStore.hasSession()) {
    void LoginPage.preload();
    return;
  }
  void PortalLayout.preload();
  void PAGES[path as RoutePath]?.preload();
  if (path !== ROUTES.login)
    void queryClient.prefetchQuery(accessListQuery(apiClient, carriedUserId(location.search)));
}
