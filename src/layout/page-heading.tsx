import { breadcrumbTitle } from "@domain/text/breadcrumb";
import styles from "./page-heading.module.css";

/** Each path segment title-cased: `/admin/client-management` gives Admin › Client Management. */
export function breadcrumbItems(pathname: string): string[] {
  return pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => breadcrumbTitle(segment));
}

/** The page path as the header's heading, with the breadcrumb under it. */
export function PageHeading({ pathname }: { pathname: string }) {
  const items = breadcrumbItems(pathname);
  const title = breadcrumbTitle(pathname) || "Home";
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
