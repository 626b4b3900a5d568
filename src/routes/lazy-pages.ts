import { ROUTES, type RoutePath } from "@domain/routes";
import { INVOICE_ROUTES } from "@resources/invoices/invoice-routes";
import { type ComponentType, type LazyExoticComponent, createElement, lazy } from "react";

interface PageModule {
  default: ComponentType;
}

/** A lazily loaded page whose code can be fetched ahead of rendering (while its access check runs). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}

/**
 * A page built on antd: fetched together with the antd theme (src/theme-scope.tsx) and rendered inside it.
 * The theme is not at the app's root so that antd stays out of the login page, the layout and the
 * antd-free landing pages.
 */
export function themedPage(load: () => Promise<PageModule>): LazyPage {
  return lazyPage(async () => {
    const [page, scope] = await Promise.all([load(), import("../theme-scope")]);
    const Page = page.default;
    const ThemedPage = () => createElement(scope.ThemeScope, null, createElement(Page));
    return { default: ThemedPage };
  });
}

/** Every screen is its own chunk, so the login page loads only what it needs. */
export const LoginPage = lazyPage(() => import("../pages/login/login-page"));
export const PortalLayout = lazyPage(() => import("../layout/portal-layout"));
export const HomeRedirect = lazyPage(() => import("./home-redirect"));
export const NotFoundPage = lazyPage(() => import("../pages/not-found-page"));
export const AccessDeniedPage = lazyPage(() => import("../pages/access-denied-page"));

/** The pages built so far; a route of spec section 2 without one here shows the 404 page. */
export const PAGES: Partial<Record<RoutePath, LazyPage>> = {
  [ROUTES.clientManagement]: lazyPage(() => import("@resources/users/list")),
  [ROUTES.merchantDashboard]: lazyPage(() => import("@resources/users/dashboard")),
  [ROUTES.userProfile]: lazyPage(() => import("@resources/users/profile")),
  [ROUTES.supplierInvoices]: themedPage(() => import("../pages/supplier-invoices/supplier-invoices-page")),
  [ROUTES.retailerInvoices]: themedPage(() => import("../pages/retailer-invoices/retailer-invoices-page")),
  [ROUTES.invoices]: themedPage(() => import("@resources/invoices/list")),
  [ROUTES.leadManagement]: themedPage(() => import("@resources/leads/list")),
  [ROUTES.kyc]: themedPage(() => import("@resources/kyc/page")),
  [ROUTES.retailerManagement]: themedPage(() => import("@resources/retailers/management")),
};

export type RecordAction = "show" | "create" | "edit";

/** A resource's record page: shown once the access check allows `action` on `resource`. */
export interface ResourcePage {
  path: string;
  resource: string;
  action: RecordAction;
  page: LazyPage;
}

/** An invoice's own pages, reached from the lists; every call they make is checked by the API too. */
export const RESOURCE_PAGES: readonly ResourcePage[] = [
  {
    path: INVOICE_ROUTES.create,
    resource: "invoices",
    action: "create",
    page: themedPage(() => import("@resources/invoices/create")),
  },
  {
    path: INVOICE_ROUTES.show,
    resource: "invoices",
    action: "show",
    page: themedPage(() => import("@resources/invoices/show")),
  },
  {
    path: INVOICE_ROUTES.edit,
    resource: "invoices",
    action: "edit",
    page: themedPage(() => import("@resources/invoices/edit")),
  },
];
