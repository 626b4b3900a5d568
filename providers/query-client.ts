import { MAX_RETRIES, QUERY_CACHE_TIME_MS, QUERY_STALE_TIME_MS } from "@domain/constants";
import { QueryClient } from "@tanstack/react-query";
import { statusOf } from "./http-error";
import { tokenStore } from "./token-store";

/** Retry only a 401, at most MAX_RETRIES times, and only while there is still a session to refresh. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return statusOf(error) === 401 && failureCount < MAX_RETRIES && tokenStore.hasSession();
}

/** React Query defaults from spec section 9: stale after 60 s, unused data kept 30 s, retries only on 401. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: shouldRetryQuery },
    },
  });
}

export const queryClient = createQueryClient();
