import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./components/error-boundary";
import { PathLabelsProvider } from "./layout/path-labels";
import { portalProviders } from "./portal-providers";
import { refineResources } from "./refine-resources";
import { AppRoutes } from "./routes/app-routes";
import { DocumentTitle } from "./routes/document-title";
import { NavigatorBridge } from "./routes/navigator-bridge";

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <Refine
          routerProvider={routerProvider}
          dataProvider={portalProviders.dataProvider}
          authProvider={portalProviders.authProvider}
          accessControlProvider={portalProviders.accessControlProvider}
          notificationProvider={portalProviders.notificationProvider}
          resources={refineResources}
          options={{
            syncWithLocation: true,
            disableTelemetry: true,
            reactQuery: { clientConfig: portalProviders.queryClient },
          }}
        >
          <NavigatorBridge />
          <PathLabelsProvider>
            <DocumentTitle />
            <AppRoutes />
          </PathLabelsProvider>
        </Refine>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
