import type { Identity } from "@domain/api/auth";
import { QUERY_STALE_TIME_MS } from "@domain/constants";
import { createAccessControlProvider } from "@providers/access-control-provider";
import { apiClient, notifications } from "@providers/api-client";
import { createAuthProvider } from "@providers/auth-provider";
import { carriedUserId } from "@providers/carried-user";
import { createDataProvider } from "@providers/data-provider/data-provider";
import { queryClient } from "@providers/query-client";
import { TOAST_TOP_PX, theme } from "./theme";

notifications.configure({ theme, top: TOAST_TOP_PX });

const authProvider = createAuthProvider({ http: apiClient, queryClient });

/** The providers the portal runs with, built once over the one HTTP client and the one query client. */
export const portalProviders = {
  queryClient,
  dataProvider: createDataProvider(apiClient),
  authProvider,
  accessControlProvider: createAccessControlProvider({
    http: apiClient,
    queryClient,
    userId: () => carriedUserId(),
    // Cached like the menu, and cleared with every query on sign-in and sign-out.
    identity: () =>
      queryClient.fetchQuery({
        queryKey: ["access-identity"],
        queryFn: () => authProvider.getIdentity?.() as Promise<Identity | null>,
        staleTime: QUERY_STALE_TIME_MS,
      }),
  }),
  notificationProvider: notifications,
};
