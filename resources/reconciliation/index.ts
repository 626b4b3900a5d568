import type { ResourceProps } from "@refinedev/core";
import { RECONCILIATION_ROUTES } from "./reconciliation-routes";

/** Bank statements for Refine: the list is the `/reconciliation` menu page, a statement its own route. */
export const reconciliationResource: ResourceProps = {
  name: "reconciliation-statements",
  list: RECONCILIATION_ROUTES.list,
  show: RECONCILIATION_ROUTES.show,
  meta: { label: "Reconciliation", hide: true },
};

/** Statement lines (a statement's, or the suspense queue), read and matched from the pages above. */
export const reconciliationLineResource: ResourceProps = {
  name: "reconciliation-lines",
  meta: { hide: true },
};
