import type { Identity } from "@domain/api/auth";
import { isClientManager } from "@domain/access/client-managers";
import { EMI_COLLECTORS, meetsRule, MONEY_STAFF } from "@domain/access/staff-rules";
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
export const MONEY_STAFF_ONLY_REASON =
  "Only payment staff (admins, or operations staff with the payment role) enter or approve payments";
export const EMI_COLLECTORS_ONLY_REASON =
  "Only collection staff (admins, or operations staff with the collection role) present, bounce or reschedule EMIs";
export const UTR_IMPORTERS_ONLY_REASON =
  "Only payment staff (admins, or operations staff with the payment role) import UTR files";

/** Who prepares loans (the API's LOAN_STAFF): platform staff and NBFC users; anchors and merchants only read. */
const LOAN_STAFF_TYPES: readonly string[] = ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC"];
const isLoanStaff = (who: Identity | null) =>
  who?.kind === "ADMIN" && LOAN_STAFF_TYPES.includes(who.userType);

/** Actions of a record page that only some signed-in users take, and what the others are told. */
type ActionGuard = {
  actions: readonly string[];
  allows: (who: Identity | null) => boolean;
  reason: string;
};

const MANAGERS_ONLY: ActionGuard = {
  actions: ["create", "edit"],
  allows: isClientManager,
  reason: MANAGERS_ONLY_REASON,
};

/**
 * The record pages of a resource (show, create, edit) and its staff buttons (any other action): the menu
 * pages its records are reached from, one of which the menu must hold; the actions only an anchor signed in
 * as itself takes (the API's rule: an admin viewing an anchor's portal may read its invoices but not enter
 * them); and the actions only some staff take (client managers change client records, NBFC staff only read
 * them; loan staff prepare loans; payment staff enter and approve payments; collection staff move EMIs).
 * Screens ask for these actions through `useCan`, so no screen offers what the API would refuse.
 */
type RecordRule = {
  pages: readonly string[];
  anchorActions?: readonly string[];
  guards?: readonly ActionGuard[];
};

/** Bulk UTR imports, history included, are money staff's only (the API's MONEY_STAFF on every route). */
const UTR_IMPORTERS_ONLY: ActionGuard = {
  actions: ["list", "show", "create"],
  allows: (who) => meetsRule(MONEY_STAFF, who),
  reason: UTR_IMPORTERS_ONLY_REASON,
};

/** Bank reconciliation, statements and suspense queue, is money staff's only (MONEY_STAFF on every route). */
const RECONCILERS_ONLY: ActionGuard = {
  actions: ["list", "show"],
  allows: (who) => meetsRule(MONEY_STAFF, who),
  reason: MONEY_STAFF_ONLY_REASON,
};

/** Menu pages that only some of the user types holding them may open, and what the others are told. */
const PAGE_GUARDS: Readonly<Record<string, ActionGuard>> = {
  [ROUTES.utrImports]: UTR_IMPORTERS_ONLY,
  [ROUTES.reconciliation]: RECONCILERS_ONLY,
};

const CLIENT_RECORD: RecordRule = { pages: [ROUTES.clientManagement], guards: [MANAGERS_ONLY] };

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
  loans: {
    pages: [ROUTES.loans],
    guards: [{ actions: ["create", "edit"], allows: isLoanStaff, reason: LOAN_STAFF_ONLY_REASON }],
  },
  delinquency: { pages: [ROUTES.delinquency] },
  emis: {
    pages: [ROUTES.emis],
    // `collect`: the EMI page's actions (the API's EMI_COLLECTORS).
    guards: [
      {
        actions: ["collect"],
        allows: (who) => meetsRule(EMI_COLLECTORS, who),
        reason: EMI_COLLECTORS_ONLY_REASON,
      },
    ],
  },
  collections: {
    pages: [ROUTES.collections],
    // `create` is payment entry, `edit` the approvals, `bulk` the collection manager's bulk actions and
    // `gateway` a gateway payment's refresh and cancel: every route behind them is the API's MONEY_STAFF.
    guards: [
      {
        actions: ["create", "edit", "bulk", "gateway"],
        allows: (who) => meetsRule(MONEY_STAFF, who),
        reason: MONEY_STAFF_ONLY_REASON,
      },
    ],
  },
  mandates: { pages: [ROUTES.mandates] },
  "utr-imports": { pages: [ROUTES.utrImports], guards: [UTR_IMPORTERS_ONLY] },
  "reconciliation-statements": { pages: [ROUTES.reconciliation], guards: [RECONCILERS_ONLY] },
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
        for (const guard of record.guards ?? [])
          if (guard.actions.includes(action) && !guard.allows(await deps.identity()))
            return { can: false, reason: guard.reason };
        if (!record.anchorActions?.includes(action)) return { can: true };
        const own = userId === undefined ? entries : await menuOf(undefined);
        return isAnchorMenu(own) ? { can: true } : { can: false, reason: ANCHOR_ONLY_REASON };
      }
      const path = normalisePath(typeof params?.path === "string" ? params.path : `/${resource ?? ""}`);
      if (!GUARDED_ROUTES.includes(path)) return { can: true };
      if (!isRouteAllowed(await menuOf(userId), path)) return DENIED;
      const guard = PAGE_GUARDS[path];
      if (guard && !guard.allows(await deps.identity())) return { can: false, reason: guard.reason };
      return { can: true };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}
