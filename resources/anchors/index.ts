import type { ResourceProps } from "@refinedev/core";
import { ANCHOR_ROUTES } from "./anchor-routes";

/** The anchors resource for Refine: its list is a tab of the client-management hub, its record pages its own routes. */
export const anchorResource: ResourceProps = {
  name: "anchors",
  list: ANCHOR_ROUTES.list,
  create: ANCHOR_ROUTES.create,
  show: ANCHOR_ROUTES.show,
  edit: ANCHOR_ROUTES.edit,
  meta: { label: "Anchors", hide: true },
};
