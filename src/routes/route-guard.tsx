import { useCan } from "@refinedev/core";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useCarriedUserId } from "../hooks/use-carried-user-id";
import { AccessDeniedPage, type LazyPage, type RecordAction } from "./lazy-pages";
import { ProgressWhileMounted } from "./route-progress";

/** What a route asks before it shows anything: a menu page by its path, or an action on a resource's record. */
export type RouteAccess = { path: string } | { resource: string; action: RecordAction };

function canQuery(access: RouteAccess, userId: string | undefined, id: string | undefined) {
  if ("path" in access)
    return {
      resource: access.path.replace(/^\//, ""),
      action: "list",
      params: { path: access.path, userId },
    };
  return { resource: access.resource, action: access.action, params: { id, userId } };
}

/**
 * Shows a page only once the access check allows it; otherwise the access-denied page, never a blank one.
 * Until then nothing of the page is mounted, so a refused page sends no request and shows no form.
 */
export function RouteGuard(props: RouteAccess & { page?: LazyPage; children: ReactNode }) {
  const { page, children } = props;
  // The page's code downloads while the access check runs, not after it.
  void page?.preload();
  const userId = useCarriedUserId();
  const { id } = useParams();
  const { data, isLoading, error } = useCan(canQuery(props, userId, id));
  if (isLoading) return <ProgressWhileMounted />;
  if (error || !data?.can) return <AccessDeniedPage reason={data?.reason} />;
  return <>{children}</>;
}
