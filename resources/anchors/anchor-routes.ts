/** The anchors pages, reached from the client-management hub's tab. */
export const ANCHOR_ROUTES = {
  list: "/admin/client-management",
  /** The hub tab its list is on: `/admin/client-management?tab=…`. */
  tab: "anchors",
  create: "/admin/client-management/anchors/new",
  show: "/admin/client-management/anchors/:id",
  edit: "/admin/client-management/anchors/:id/edit",
} as const;

export const anchorShowPath = (id: string) => ANCHOR_ROUTES.show.replace(":id", encodeURIComponent(id));
export const anchorEditPath = (id: string) => ANCHOR_ROUTES.edit.replace(":id", encodeURIComponent(id));
