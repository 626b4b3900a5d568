import { ROUTES, ROUTES_WITHOUT_LAYOUT, type RoutePath } from "@domain/routes";
import { Authenticated } from "@refinedev/core";
import { CatchAllNavigate } from "@refinedev/react-router";
import { Suspense } from "react";
import { Navigate, Outlet, Route, Routes } from "react-router";
import BareLayout from "../layout/bare-layout";
import { HomeRedirect, LoginPage, NotFoundPage, PAGES, PortalLayout, RESOURCE_PAGES } from "./lazy-pages";
import { NavigationProgress, ProgressWhileMounted } from "./route-progress";
import { RouteGuard } from "./route-guard";

const OPEN_ROUTES: readonly RoutePath[] = [ROUTES.login, ROUTES.home];
const PAGE_ROUTES = (Object.values(ROUTES) as RoutePath[]).filter((path) => !OPEN_ROUTES.includes(path));
const WITH_LAYOUT = PAGE_ROUTES.filter((path) => !ROUTES_WITHOUT_LAYOUT.includes(path));
const WITHOUT_LAYOUT = PAGE_ROUTES.filter((path) => ROUTES_WITHOUT_LAYOUT.includes(path));

function guarded(path: RoutePath) {
  const Page = PAGES[path] ?? NotFoundPage;
  return (
    <Route
      key={path}
      path={path}
      element={
        <RouteGuard path={path} page={Page}>
          <Page />
        </RouteGuard>
      }
    />
  );
}

const progress = <ProgressWhileMounted />;

/** The route tree: signed-in pages (with or without the layout), then the login page for everyone else. */
export function AppRoutes() {
  return (
    <>
      <NavigationProgress />
      <Suspense fallback={progress}>
        <Routes>
          <Route
            element={
              <Authenticated
                key="portal"
                loading={progress}
                fallback={<CatchAllNavigate to={ROUTES.login} />}
              >
                <Outlet />
              </Authenticated>
            }
          >
            <Route element={<PortalLayout />}>
              <Route index element={<HomeRedirect />} />
              {WITH_LAYOUT.map(guarded)}
              {RESOURCE_PAGES.map(({ path, resource, action, page: Page }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <RouteGuard resource={resource} action={action} page={Page}>
                      <Page />
                    </RouteGuard>
                  }
                />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route element={<BareLayout />}>{WITHOUT_LAYOUT.map(guarded)}</Route>
          </Route>
          <Route
            element={
              <Authenticated key="login" loading={progress} fallback={<Outlet />}>
                <Navigate to={ROUTES.home} replace />
              </Authenticated>
            }
          >
            <Route path={ROUTES.login} element={<LoginPage />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
