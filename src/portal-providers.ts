import { createAccessControlProvider } from "@providers/access-control-provider";
import { apiClient, notifications } from "@providers/api-client";
import { createAuthProvider } from "@providers/auth-provider";
import { carriedUserId } from "@providers/carried-user";
import { createDataProvider } from "@providers/data-provider/data-provider";
import { queryClient } from "@providers/query-client";
import { TOAST_TOP_PX, theme } from "./theme";

notifications.configure({ theme, top: TOAST_TOP_PX });

/** The providers the portal runs with, built once over the one HTTP client and the one query client. */
export const portalProviders = {
  queryClient,
  dataProvider: createDataProvider(apiClient),
  authProvider: createAuthProvider({ http: apiClient, queryClient }),
  accessControlProvider: createAccessControlProvider({
    http: apiClient,
    queryClient,
    userId: () => carriedUserId(),
  }),
  notificationProvider: notifications,
};
