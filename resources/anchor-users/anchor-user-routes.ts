/** The anchor users pages, reached from the client-management hub's tab. */
export const ANCHOR_USER_ROUTES = {
  list: "/admin/client-management",
  /** The hub tab its list is on: `/admin/client-management?tab=…`. */
  tab: "anchor-users",
  create: "/admin/client-management/anchor-users/new",
  show: "/admin/client-management/anchor-users/:id",
  edit: "/admin/client-management/anchor-users/:id/edit",
} as const;

export const anchorUserShowPath = (id: string) =>
  ANCHOR_USER_ROUTES.show.replace(":id", encodeURIComponent(id));
export const anchorUserEditPath = (id: string) =>
  ANCHOR_USER_ROUTES.edit.replace(":id", encodeURIComponent(id));
