import type { ResourceProps } from "@refinedev/core";
import { MANDATE_ROUTES } from "./mandate-routes";

/** The mandate resource for Refine: its list is the `/mandates` menu page, a mandate its own route. */
export const mandateResource: ResourceProps = {
  name: "mandates",
  list: MANDATE_ROUTES.list,
  create: MANDATE_ROUTES.create,
  show: MANDATE_ROUTES.show,
  meta: { label: "Mandates", hide: true },
};
