import { breadcrumbTitle } from "@domain/text/breadcrumb";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useMenuTitles } from "../layout/menu-titles";
import { usePathLabels } from "../layout/path-labels";

export const PRODUCT_NAME = "Ledgerline";

/** `Financial Statistics · Ledgerline`: the document title follows the page heading (menu title, record name). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const pages = useMenuTitles();
  const segments = usePathLabels();
  useEffect(() => {
    const page = breadcrumbTitle(pathname, { pages, segments });
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pathname, pages, segments]);
  return null;
}
