import { breadcrumbTrail } from "@domain/text/breadcrumb";
import { useMenuTitles } from "./menu-titles";
import { usePathLabels } from "./path-labels";
import styles from "./page-heading.module.css";

/**
 * The page path as the header's heading, with the breadcrumb under it: each segment as the page named it (a
 * record id), else as the menu titles the page at that path (`/admin/kyc` gives Admin › KYC), else title-cased.
 */
export function PageHeading({ pathname }: { pathname: string }) {
  const items = breadcrumbTrail(pathname, { pages: useMenuTitles(), segments: usePathLabels() });
  const title = items.at(-1) ?? "Home";
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {items.length > 1 ? (
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            {items.map((item, index) => (
              <li key={`${index}-${item}`} aria-current={index === items.length - 1 ? "page" : undefined}>
                {item}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
