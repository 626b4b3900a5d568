import { useCan } from "@refinedev/core";
import type { ReactNode } from "react";
import { useCarriedUserId } from "../hooks/use-carried-user-id";
import { AccessDeniedPage, type LazyPage } from "./lazy-pages";
import { ProgressWhileMounted } from "./route-progress";

/** Shows a page only if it is in the effective user's menu; otherwise the access-denied page, never a blank one. */
export function RouteGuard(props: { path: string; page?: LazyPage; children: ReactNode }) {
  const { path, page, children } = props;
  // The page's code downloads while the access check runs, not after it.
  void page?.preload();
  const userId = useCarriedUserId();
  const { data, isLoading, error } = useCan({
    resource: path.replace(/^\//, ""),
    action: "list",
    params: { path, userId },
  });
  if (isLoading) return <ProgressWhileMounted />;
  if (error || !data?.can) return <AccessDeniedPage />;
  return <>{children}</>;
}
