import { normalisePath, visibleMenu } from "@domain/access/menu-rules";
import { accessListQuery } from "@providers/access-list";
import { apiClient } from "@providers/api-client";
import { useIsAuthenticated } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useCarriedUserId } from "../hooks/use-carried-user-id";

/**
 * The menu's title of each page it holds, by path (`/admin/financial-statics` → "Financial Statistics"),
 * for the heading, breadcrumb and document title. Empty while signed out: the login page asks for no menu.
 */
export function useMenuTitles(): Readonly<Record<string, string>> {
  const userId = useCarriedUserId();
  const { data: session } = useIsAuthenticated();
  const { data } = useQuery({
    ...accessListQuery(apiClient, userId),
    enabled: session?.authenticated === true,
  });
  return useMemo(
    () =>
      Object.fromEntries(
        visibleMenu(data ?? []).map((entry) => [normalisePath(entry.pageName), entry.title]),
      ),
    [data],
  );
}
