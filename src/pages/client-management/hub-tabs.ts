import type { Identity } from "@domain/api/auth";
import { ANCHOR_ROUTES } from "@resources/anchors/anchor-routes";
import { LENDER_BANK_ACCOUNT_ROUTES } from "@resources/lender-bank-accounts/lender-bank-account-routes";
import { PROGRAMME_ROUTES } from "@resources/programmes/programme-routes";
import { REPORT_SETTING_ROUTES } from "@resources/report-settings/report-setting-routes";
import { USER_ROUTES } from "@resources/users/user-routes";

export type HubTabKey =
  | typeof USER_ROUTES.tab
  | typeof ANCHOR_ROUTES.tab
  | typeof PROGRAMME_ROUTES.tab
  | typeof LENDER_BANK_ACCOUNT_ROUTES.tab
  | typeof REPORT_SETTING_ROUTES.tab;

export interface HubTab {
  key: HubTabKey;
  label: string;
}

/** The hub's tabs in order; each is its resource's list. */
export const HUB_TABS: readonly HubTab[] = [
  { key: USER_ROUTES.tab, label: "Users" },
  { key: ANCHOR_ROUTES.tab, label: "Anchors" },
  { key: PROGRAMME_ROUTES.tab, label: "Programmes" },
  { key: LENDER_BANK_ACCOUNT_ROUTES.tab, label: "Lenders" },
  { key: REPORT_SETTING_ROUTES.tab, label: "Report settings" },
];

export const DEFAULT_HUB_TAB: HubTabKey = USER_ROUTES.tab;

/** NBFC staff see their lender's users, programmes and bank accounts; anchors and report settings are the platform's. */
const NBFC_TABS: readonly HubTabKey[] = [
  USER_ROUTES.tab,
  PROGRAMME_ROUTES.tab,
  LENDER_BANK_ACCOUNT_ROUTES.tab,
];

/** The tabs the signed-in user's type can use (the API checks every call too). */
export function hubTabsFor(identity: Pick<Identity, "userType"> | undefined): readonly HubTab[] {
  if (identity?.userType === "NBFC") return HUB_TABS.filter((tab) => NBFC_TABS.includes(tab.key));
  return HUB_TABS;
}

/** The open tab: the URL's, when the user may use it, else the first. */
export function activeHubTab(tabs: readonly HubTab[], requested: string | null): HubTabKey {
  return tabs.find((tab) => tab.key === requested)?.key ?? tabs[0]?.key ?? DEFAULT_HUB_TAB;
}
