import { breadcrumbTrail } from "@domain/text/breadcrumb";
import { usePathLabels } from "./path-labels";
import styles from "./page-heading.module.css";

/**
 * The page path as the header's heading, with the breadcrumb under it: each segment title-cased
 * (`/admin/client-management` gives Admin › Client Management), or as the page named it (a record id).
 */
export function PageHeading({ pathname }: { pathname: string }) {
  const items = breadcrumbTrail(pathname, usePathLabels());
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
