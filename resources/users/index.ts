import type { ResourceProps } from "@refinedev/core";
import { USER_ROUTES } from "./user-routes";

/** The users resource for Refine: its list is a tab of the client-management hub, its record pages its own routes. */
export const userResource: ResourceProps = {
  name: "users",
  list: USER_ROUTES.list,
  create: USER_ROUTES.create,
  show: USER_ROUTES.show,
  edit: USER_ROUTES.edit,
  meta: { label: "Client Management" },
};
