/** The programmes pages, reached from the client-management hub's tab. */
export const PROGRAMME_ROUTES = {
  list: "/admin/client-management",
  /** The hub tab its list is on: `/admin/client-management?tab=…`. */
  tab: "programmes",
  create: "/admin/client-management/programmes/new",
  show: "/admin/client-management/programmes/:id",
  edit: "/admin/client-management/programmes/:id/edit",
} as const;

export const programmeShowPath = (id: string) => PROGRAMME_ROUTES.show.replace(":id", encodeURIComponent(id));
export const programmeEditPath = (id: string) => PROGRAMME_ROUTES.edit.replace(":id", encodeURIComponent(id));
