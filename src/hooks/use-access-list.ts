import type { AccessEntry } from "@domain/api/access";
import { visibleMenu } from "@domain/access/menu-rules";
import { accessListQuery } from "@providers/access-list";
import { apiClient } from "@providers/api-client";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useCarriedUserId } from "./use-carried-user-id";

/** The effective user's menu: the server's access entries after the anchor rules, in the server's order. */
export function useAccessList() {
  const userId = useCarriedUserId();
  const query = useQuery(accessListQuery(apiClient, userId));
  const menu = useMemo<AccessEntry[]>(() => visibleMenu(query.data ?? []), [query.data]);
  return { menu, userId, isLoading: query.isLoading, error: query.error };
}
