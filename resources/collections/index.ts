import type { ResourceProps } from "@refinedev/core";
import { COLLECTION_ROUTES } from "./collection-routes";

/** The collections resource for Refine: its list is the `/collections` menu page (the collection manager). */
export const collectionResource: ResourceProps = {
  name: "collections",
  list: COLLECTION_ROUTES.list,
  show: COLLECTION_ROUTES.show,
  create: COLLECTION_ROUTES.payments,
  meta: { label: "Collections", hide: true },
};
