import type { ResourceProps } from "@refinedev/core";
import { PROGRAMME_ROUTES } from "./programme-routes";

/** The programmes resource for Refine: its list is a tab of the client-management hub, its record pages its own routes. */
export const programmeResource: ResourceProps = {
  name: "programmes",
  list: PROGRAMME_ROUTES.list,
  create: PROGRAMME_ROUTES.create,
  show: PROGRAMME_ROUTES.show,
  edit: PROGRAMME_ROUTES.edit,
  meta: { label: "Programmes", hide: true },
};
