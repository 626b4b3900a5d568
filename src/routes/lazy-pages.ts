import { ROUTES, type RoutePath } from "@domain/routes";
import { ANCHOR_USER_ROUTES } from "@resources/anchor-users/anchor-user-routes";
import { ANCHOR_ROUTES } from "@resources/anchors/anchor-routes";
import { INVOICE_ROUTES } from "@resources/invoices/invoice-routes";
import { EMI_ROUTES } from "@resources/emis/emi-routes";
import { COLLECTION_ROUTES } from "@resources/collections/collection-routes";
import { DELINQUENCY_ROUTES } from "@resources/delinquency/delinquency-routes";
import { LOAN_ROUTES } from "@resources/loans/loan-routes";
import { MANDATE_ROUTES } from "@resources/mandates/mandate-routes";
import { RECONCILIATION_ROUTES } from "@resources/reconciliation/reconciliation-routes";
import { LENDER_BANK_ACCOUNT_ROUTES } from "@resources/lender-bank-accounts/lender-bank-account-routes";
import { PROGRAMME_ROUTES } from "@resources/programmes/programme-routes";
import { REPORT_SETTING_ROUTES } from "@resources/report-settings/report-setting-routes";
import { USER_ROUTES } from "@resources/users/user-routes";
import { UTR_IMPORT_ROUTES } from "@resources/utr-imports/utr-import-routes";
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
/** Says why a page is refused: the access check's reason, or that the page is not in the menu. */
export const AccessDeniedPage = lazy(() => import("../pages/access-denied-page"));

/** The pages built so far; a route of spec section 2 without one here shows the 404 page. */
export const PAGES: Partial<Record<RoutePath, LazyPage>> = {
  [ROUTES.clientManagement]: themedPage(() => import("../pages/client-management/client-management-page")),
  [ROUTES.merchantDashboard]: lazyPage(() => import("@resources/users/dashboard")),
  [ROUTES.userProfile]: lazyPage(() => import("@resources/users/profile")),
  [ROUTES.documents]: themedPage(() => import("@resources/esign-requests/documents-page")),
  [ROUTES.supplierInvoices]: themedPage(() => import("../pages/supplier-invoices/supplier-invoices-page")),
  [ROUTES.retailerInvoices]: themedPage(() => import("../pages/retailer-invoices/retailer-invoices-page")),
  [ROUTES.invoices]: themedPage(() => import("@resources/invoices/list")),
  [ROUTES.loans]: themedPage(() => import("@resources/loans/list")),
  [ROUTES.emis]: themedPage(() => import("@resources/emis/list")),
  [ROUTES.collections]: themedPage(() => import("@resources/collections/list")),
  [ROUTES.delinquency]: themedPage(() => import("@resources/delinquency/list")),
  [ROUTES.mandates]: themedPage(() => import("@resources/mandates/list")),
  [ROUTES.utrImports]: themedPage(() => import("@resources/utr-imports/list")),
  [ROUTES.reconciliation]: themedPage(() => import("@resources/reconciliation/list")),
  [ROUTES.leadManagement]: themedPage(() => import("@resources/leads/list")),
  [ROUTES.kyc]: themedPage(() => import("@resources/kyc/page")),
  [ROUTES.utility]: themedPage(() => import("@resources/admin-utility/page")),
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

/** The record pages of each resource, reached from its list; every call they make is checked by the API too. */
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
  {
    path: LOAN_ROUTES.create,
    resource: "loans",
    action: "create",
    page: themedPage(() => import("@resources/loans/create")),
  },
  {
    path: LOAN_ROUTES.createIndividual,
    resource: "loans",
    action: "create",
    page: themedPage(() => import("@resources/loans/individual-create")),
  },
  {
    path: LOAN_ROUTES.show,
    resource: "loans",
    action: "show",
    page: themedPage(() => import("@resources/loans/show")),
  },
  {
    path: LOAN_ROUTES.edit,
    resource: "loans",
    action: "edit",
    page: themedPage(() => import("@resources/loans/edit")),
  },
  {
    path: COLLECTION_ROUTES.payments,
    resource: "collections",
    action: "create",
    page: themedPage(() => import("@resources/collections/payments")),
  },
  {
    path: COLLECTION_ROUTES.approvals,
    resource: "collections",
    action: "edit",
    page: themedPage(() => import("@resources/collections/approvals")),
  },
  {
    path: COLLECTION_ROUTES.show,
    resource: "collections",
    action: "show",
    page: themedPage(() => import("@resources/collections/show")),
  },
  {
    path: EMI_ROUTES.show,
    resource: "emis",
    action: "show",
    page: themedPage(() => import("@resources/emis/show")),
  },
  {
    path: MANDATE_ROUTES.create,
    resource: "mandates",
    action: "create",
    page: themedPage(() => import("@resources/mandates/create")),
  },
  {
    path: MANDATE_ROUTES.show,
    resource: "mandates",
    action: "show",
    page: themedPage(() => import("@resources/mandates/show")),
  },
  {
    path: UTR_IMPORT_ROUTES.create,
    resource: "utr-imports",
    action: "create",
    page: themedPage(() => import("@resources/utr-imports/create")),
  },
  {
    path: UTR_IMPORT_ROUTES.show,
    resource: "utr-imports",
    action: "show",
    page: themedPage(() => import("@resources/utr-imports/show")),
  },
  {
    path: RECONCILIATION_ROUTES.show,
    resource: "reconciliation-statements",
    action: "show",
    page: themedPage(() => import("@resources/reconciliation/show")),
  },
  {
    path: DELINQUENCY_ROUTES.statement,
    resource: "delinquency",
    action: "show",
    page: themedPage(() => import("@resources/delinquency/statement")),
  },
  {
    path: USER_ROUTES.create,
    resource: "users",
    action: "create",
    page: themedPage(() => import("@resources/users/create")),
  },
  {
    path: USER_ROUTES.onboard,
    resource: "onboarding",
    action: "create",
    page: themedPage(() => import("@resources/users/onboard")),
  },
  {
    path: USER_ROUTES.show,
    resource: "users",
    action: "show",
    page: themedPage(() => import("@resources/users/show")),
  },
  {
    path: USER_ROUTES.edit,
    resource: "users",
    action: "edit",
    page: themedPage(() => import("@resources/users/edit")),
  },
  {
    path: ANCHOR_ROUTES.create,
    resource: "anchors",
    action: "create",
    page: themedPage(() => import("@resources/anchors/create")),
  },
  {
    path: ANCHOR_ROUTES.show,
    resource: "anchors",
    action: "show",
    page: themedPage(() => import("@resources/anchors/show")),
  },
  {
    path: ANCHOR_ROUTES.edit,
    resource: "anchors",
    action: "edit",
    page: themedPage(() => import("@resources/anchors/edit")),
  },
  {
    path: PROGRAMME_ROUTES.create,
    resource: "programmes",
    action: "create",
    page: themedPage(() => import("@resources/programmes/create")),
  },
  {
    path: PROGRAMME_ROUTES.show,
    resource: "programmes",
    action: "show",
    page: themedPage(() => import("@resources/programmes/show")),
  },
  {
    path: PROGRAMME_ROUTES.edit,
    resource: "programmes",
    action: "edit",
    page: themedPage(() => import("@resources/programmes/edit")),
  },
  {
    path: ANCHOR_USER_ROUTES.create,
    resource: "anchor-users",
    action: "create",
    page: themedPage(() => import("@resources/anchor-users/create")),
  },
  {
    path: ANCHOR_USER_ROUTES.show,
    resource: "anchor-users",
    action: "show",
    page: themedPage(() => import("@resources/anchor-users/show")),
  },
  {
    path: ANCHOR_USER_ROUTES.edit,
    resource: "anchor-users",
    action: "edit",
    page: themedPage(() => import("@resources/anchor-users/edit")),
  },
  {
    path: LENDER_BANK_ACCOUNT_ROUTES.create,
    resource: "lender-bank-accounts",
    action: "create",
    page: themedPage(() => import("@resources/lender-bank-accounts/create")),
  },
  {
    path: LENDER_BANK_ACCOUNT_ROUTES.show,
    resource: "lender-bank-accounts",
    action: "show",
    page: themedPage(() => import("@resources/lender-bank-accounts/show")),
  },
  {
    path: LENDER_BANK_ACCOUNT_ROUTES.edit,
    resource: "lender-bank-accounts",
    action: "edit",
    page: themedPage(() => import("@resources/lender-bank-accounts/edit")),
  },
  {
    path: REPORT_SETTING_ROUTES.create,
    resource: "report-settings",
    action: "create",
    page: themedPage(() => import("@resources/report-settings/create")),
  },
  {
    path: REPORT_SETTING_ROUTES.edit,
    resource: "report-settings",
    action: "edit",
    page: themedPage(() => import("@resources/report-settings/edit")),
  },
];
