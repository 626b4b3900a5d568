import type { ResourceProps } from "@refinedev/core";
import { UTR_IMPORT_ROUTES } from "./utr-import-routes";

/** Bulk UTR imports for Refine: the history is the `/utr-imports` menu page, the upload and an import their own routes. */
export const utrImportResource: ResourceProps = {
  name: "utr-imports",
  list: UTR_IMPORT_ROUTES.list,
  create: UTR_IMPORT_ROUTES.create,
  show: UTR_IMPORT_ROUTES.show,
  meta: { label: "UTR Imports", hide: true },
};
