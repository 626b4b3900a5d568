import { breadcrumbTitle } from "@domain/text/breadcrumb";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { usePathLabels } from "../layout/path-labels";

export const PRODUCT_NAME = "Ledgerline";

/** `Client Management · Ledgerline`: the page title follows the path (and the page's own name) like the breadcrumb. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const labels = usePathLabels();
  useEffect(() => {
    const page = breadcrumbTitle(pathname, labels);
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pathname, labels]);
  return null;
}
