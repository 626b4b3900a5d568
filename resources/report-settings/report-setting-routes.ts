/** The report settings pages, reached from the client-management hub's tab. */
export const REPORT_SETTING_ROUTES = {
  list: "/admin/client-management",
  /** The hub tab its list is on: `/admin/client-management?tab=…`. */
  tab: "report-settings",
  create: "/admin/client-management/report-settings/new",
  edit: "/admin/client-management/report-settings/:id/edit",
} as const;

export const reportSettingEditPath = (id: string) =>
  REPORT_SETTING_ROUTES.edit.replace(":id", encodeURIComponent(id));
