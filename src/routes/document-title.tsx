import { breadcrumbTitle } from "@domain/text/breadcrumb";
import { useEffect } from "react";
import { useLocation } from "react-router";

export const PRODUCT_NAME = "Ledgerline";

/** `Client Management · Ledgerline`: the page title follows the path like the breadcrumb does. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = breadcrumbTitle(pathname);
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pathname]);
  return null;
}
