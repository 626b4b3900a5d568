import type { ResourceProps } from "@refinedev/core";
import { REPORT_SETTING_ROUTES } from "./report-setting-routes";

/** The report-settings resource for Refine: its list is a tab of the client-management hub, its record pages its own routes. */
export const reportSettingResource: ResourceProps = {
  name: "report-settings",
  list: REPORT_SETTING_ROUTES.list,
  create: REPORT_SETTING_ROUTES.create,
  edit: REPORT_SETTING_ROUTES.edit,
  meta: { label: "Report settings", hide: true },
};
