import { type AccessEntry, USER_ID_HEADER, accessListSchema } from "@domain/api/access";
import { QUERY_STALE_TIME_MS } from "@domain/constants";
import type { HttpClient } from "./http-client";
import { payloadOf } from "./data-provider/envelope";
import { resolveEndpoint } from "./data-provider/resolve-endpoint";

/** Reads the menu of the effective user; `userId` names the merchant an admin is viewing. */
export async function fetchAccessList(http: HttpClient, userId: string | undefined): Promise<AccessEntry[]> {
  const endpoint = resolveEndpoint("access", "list");
  const body = await http.request<unknown>(endpoint.url, {
    method: endpoint.method,
    headers: userId ? { [USER_ID_HEADER]: userId } : undefined,
  });
  const parsed = accessListSchema.safeParse(payloadOf(body));
  if (!parsed.success) throw new Error("The menu from the server could not be read");
  return parsed.data;
}

export function accessListQueryKey(userId: string | undefined) {
  return ["check-access", userId ?? null] as const;
}

/** One query definition shared by the sidebar, the `/` redirect and the access-control provider. */
export function accessListQuery(http: HttpClient, userId: string | undefined) {
  return {
    queryKey: accessListQueryKey(userId),
    queryFn: () => fetchAccessList(http, userId),
    staleTime: QUERY_STALE_TIME_MS,
  };
}
