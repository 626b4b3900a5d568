/** The admin users' pages and the merchant onboarding form, reached from the client-management hub's Users tab. */
export const USER_ROUTES = {
  list: "/admin/client-management",
  /** The hub tab its list is on: `/admin/client-management?tab=…`. */
  tab: "users",
  create: "/admin/client-management/users/new",
  /** The admin user operations form (spec section 3): a merchant and its terms in one step. */
  onboard: "/admin/client-management/users/onboard",
  show: "/admin/client-management/users/:id",
  edit: "/admin/client-management/users/:id/edit",
} as const;

export const userShowPath = (id: string) => USER_ROUTES.show.replace(":id", encodeURIComponent(id));
export const userEditPath = (id: string) => USER_ROUTES.edit.replace(":id", encodeURIComponent(id));
