import type { Identity } from "@domain/api/auth";
import { isClientManager } from "@domain/access/client-managers";
import { isAnchorMenu, isRouteAllowed, normalisePath } from "@domain/access/menu-rules";
import { ROUTES } from "@domain/routes";
import type { AccessControlProvider, CanReturnType } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { accessListQuery } from "./access-list";
import type { HttpClient } from "./http-client";

const OPEN_ROUTES: readonly string[] = [ROUTES.login, ROUTES.home];
const GUARDED_ROUTES: readonly string[] = Object.values(ROUTES).filter(
  (route) => !OPEN_ROUTES.includes(route),
);

export const ACCESS_DENIED_REASON = "This page is not in your menu";
export const ANCHOR_ONLY_REASON = "Only the anchor enters and corrects its invoices";
export const MANAGERS_ONLY_REASON = "Only platform staff who manage clients create or change these records";
export const LOAN_STAFF_ONLY_REASON = "Only platform staff and NBFC users prepare or change loans";

/** Who prepares loans (the API's LOAN_STAFF): platform staff and NBFC users; anchors and merchants only read. */
const LOAN_STAFF_TYPES: readonly string[] = ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC"];
const isLoanStaff = (who: Identity | null) =>
  who?.kind === "ADMIN" && LOAN_STAFF_TYPES.includes(who.userType);

/**
 * The record pages of a resource (show, create, edit): the menu pages its records are reached from, one of
 * which the menu must hold; the actions only an anchor signed in as itself takes (the API's rule: an admin
 * viewing an anchor's portal may read its invoices but not enter them); and the actions only client managers
 * take (NBFC staff read their lender's client records but change none); and the actions only loan staff take.
 */
type RecordRule = {
  pages: readonly string[];
  anchorActions?: readonly string[];
  managerActions?: readonly string[];
  loanStaffActions?: readonly string[];
};

const CLIENT_RECORD: RecordRule = { pages: [ROUTES.clientManagement], managerActions: ["create", "edit"] };

const RECORD_RESOURCES: Readonly<Record<string, RecordRule>> = {
  invoices: {
    pages: [ROUTES.invoices, ROUTES.supplierInvoices, ROUTES.retailerInvoices],
    anchorActions: ["create", "edit"],
  },
  // Who may create or edit which user is the rank rule, which the user pages apply themselves.
  users: { pages: [ROUTES.clientManagement] },
  onboarding: CLIENT_RECORD,
  anchors: CLIENT_RECORD,
  programmes: CLIENT_RECORD,
  "anchor-users": CLIENT_RECORD,
  "lender-bank-accounts": CLIENT_RECORD,
  "report-settings": CLIENT_RECORD,
  loans: { pages: [ROUTES.loans], loanStaffActions: ["create", "edit"] },
  delinquency: { pages: [ROUTES.delinquency] },
  emis: { pages: [ROUTES.emis] },
  collections: { pages: [ROUTES.collections] },
  mandates: { pages: [ROUTES.mandates] },
};

const DENIED: CanReturnType = { can: false, reason: ACCESS_DENIED_REASON };

/**
 * Page resources are named by their route path without the leading slash (`merchant/supplier-invoices`).
 * A page is allowed only if the effective user's access list holds it after the anchor rules; a record page
 * (`invoices` show, create, edit) by `RECORD_RESOURCES`. Any other resource (a button, a record) is left to
 * the API, which checks every call.
 */
export function createAccessControlProvider(deps: {
  http: HttpClient;
  queryClient: QueryClient;
  userId: () => string | undefined;
  /** The signed-in user (not the one an admin is viewing). */
  identity: () => Promise<Identity | null>;
}): AccessControlProvider {
  const menuOf = (userId: string | undefined) =>
    deps.queryClient.fetchQuery(accessListQuery(deps.http, userId));
  return {
    async can({ resource, action, params }) {
      const userId = typeof params?.userId === "string" ? params.userId : deps.userId();
      const record = action === "list" ? undefined : RECORD_RESOURCES[resource ?? ""];
      if (record) {
        const entries = await menuOf(userId);
        if (!record.pages.some((page) => isRouteAllowed(entries, page))) return DENIED;
        if (record.managerActions?.includes(action) && !isClientManager(await deps.identity()))
          return { can: false, reason: MANAGERS_ONLY_REASON };
        if (record.loanStaffActions?.includes(action) && !isLoanStaff(await deps.identity()))
          return { can: false, reason: LOAN_STAFF_ONLY_REASON };
        if (!record.anchorActions?.includes(action)) return { can: true };
        const own = userId === undefined ? entries : await menuOf(undefined);
        return isAnchorMenu(own) ? { can: true } : { can: false, reason: ANCHOR_ONLY_REASON };
      }
      const path = normalisePath(typeof params?.path === "string" ? params.path : `/${resource ?? ""}`);
      if (!GUARDED_ROUTES.includes(path)) return { can: true };
      return isRouteAllowed(await menuOf(userId), path) ? { can: true } : DENIED;
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}
