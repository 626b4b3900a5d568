import type { ResourceProps } from "@refinedev/core";
import { ANCHOR_USER_ROUTES } from "./anchor-user-routes";

/** The anchor-users resource for Refine: its list is a tab of the client-management hub, its record pages its own routes. */
export const anchorUserResource: ResourceProps = {
  name: "anchor-users",
  list: ANCHOR_USER_ROUTES.list,
  create: ANCHOR_USER_ROUTES.create,
  show: ANCHOR_USER_ROUTES.show,
  edit: ANCHOR_USER_ROUTES.edit,
  meta: { label: "Anchor users", hide: true },
};
