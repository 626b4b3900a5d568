import type { AccessEntry } from "../api/access";
import { ROUTES } from "../routes";

/** The user type the server gives anchor merchants' access entries. */
export const ANCHOR_USER_TYPE = "ANCHOR";

const ANCHOR_ONLY: readonly string[] = [ROUTES.supplierInvoices];
const HIDDEN_FOR_ANCHORS: readonly string[] = [ROUTES.retailerInvoices, ROUTES.retailerManagement];

export function isAnchorMenu(entries: readonly AccessEntry[]): boolean {
  return entries.some((entry) => entry.userType === ANCHOR_USER_TYPE);
}

/** Route paths compare without a query, hash or trailing slash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/**
 * The sidebar: the server's access entries in the server's order, with the spec's anchor rules applied
 * (section 2): supplier-invoices only for anchors; user-config only if some entry carries the
 * user-config-for-anchor flag; retailer-invoices and retailer-management hidden for anchors.
 */
export function visibleMenu(entries: readonly AccessEntry[]): AccessEntry[] {
  const anchor = isAnchorMenu(entries);
  const userConfigAllowed = entries.some((entry) => entry.userConfigForAnchor);
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const path = normalisePath(entry.pageName);
    if (seen.has(path)) return false;
    seen.add(path);
    if (ANCHOR_ONLY.includes(path) && !anchor) return false;
    if (path === ROUTES.userConfig && !userConfigAllowed) return false;
    if (HIDDEN_FOR_ANCHORS.includes(path) && anchor) return false;
    return true;
  });
}

/** A route is allowed only if it is in the visible menu. */
export function isRouteAllowed(entries: readonly AccessEntry[], path: string): boolean {
  const target = normalisePath(path);
  return visibleMenu(entries).some((entry) => normalisePath(entry.pageName) === target);
}

/** Where `/` goes: the first page of the user's menu, or nothing when the menu is empty. */
export function firstMenuPath(entries: readonly AccessEntry[]): string | undefined {
  const first = visibleMenu(entries)[0];
  return first ? normalisePath(first.pageName) : undefined;
}
