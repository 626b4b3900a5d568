import { ROUTES } from "@domain/routes";

/** The UTR import resource's pages: the history (the menu page), the upload and one import. */
export const UTR_IMPORT_ROUTES = {
  list: ROUTES.utrImports,
  create: `${ROUTES.utrImports}/new`,
  show: `${ROUTES.utrImports}/:id`,
} as const;

export const utrImportShowPath = (id: string) =>
  UTR_IMPORT_ROUTES.show.replace(":id", encodeURIComponent(id));
