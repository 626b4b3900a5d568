import { isRouteAllowed, normalisePath } from "@domain/access/menu-rules";
import { ROUTES } from "@domain/routes";
import type { AccessControlProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { accessListQuery } from "./access-list";
import type { HttpClient } from "./http-client";

const OPEN_ROUTES: readonly string[] = [ROUTES.login, ROUTES.home];
const GUARDED_ROUTES: readonly string[] = Object.values(ROUTES).filter(
  (route) => !OPEN_ROUTES.includes(route),
);

export const ACCESS_DENIED_REASON = "This page is not in your menu";

/**
 * Page resources are named by their route path without the leading slash (`merchant/supplier-invoices`).
 * A page is allowed only if the effective user's access list holds it after the anchor rules; any other
 * resource (a button, a record) is left to the API, which checks every call.
 */
export function createAccessControlProvider(deps: {
  http: HttpClient;
  queryClient: QueryClient;
  userId: () => string | undefined;
}): AccessControlProvider {
  return {
    async can({ resource, params }) {
      const path = normalisePath(typeof params?.path === "string" ? params.path : `/${resource ?? ""}`);
      if (!GUARDED_ROUTES.includes(path)) return { can: true };
      const userId = typeof params?.userId === "string" ? params.userId : deps.userId();
      const entries = await deps.queryClient.fetchQuery(accessListQuery(deps.http, userId));
      return isRouteAllowed(entries, path) ? { can: true } : { can: false, reason: ACCESS_DENIED_REASON };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}
