import type { ResourceProps } from "@refinedev/core";
import { EMI_ROUTES } from "./emi-routes";

/** The EMI resource for Refine: its list is the `/emis` menu page, an EMI its own route. */
export const emiResource: ResourceProps = {
  name: "emis",
  list: EMI_ROUTES.list,
  show: EMI_ROUTES.show,
  meta: { label: "EMIs", hide: true },
};
