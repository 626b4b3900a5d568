import { ROUTES } from "@domain/routes";

/** The collections resource's pages (issue 13): the collection manager, one receipt, payment entry, approvals. */
export const COLLECTION_ROUTES = {
  list: ROUTES.collections,
  show: `${ROUTES.collections}/:id`,
  payments: `${ROUTES.collections}/payments`,
  approvals: `${ROUTES.collections}/approvals`,
} as const;

export const collectionShowPath = (id: string) =>
  COLLECTION_ROUTES.show.replace(":id", encodeURIComponent(id));
