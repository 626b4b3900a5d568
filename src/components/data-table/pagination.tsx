import type { PageSize } from "@domain/constants";
import { PageSizeSelect } from "../page-size-select";
import styles from "./pagination.module.css";

export type PageItem = number | "gap";

/** The page buttons to show: the first, the last and two either side of the current page, gaps between. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((value) => value >= 1 && value <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    // A gap of one page shows that page: "…" would take the same room and say less.
    if (previous !== undefined && value - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) items.push("gap");
    items.push(value);
  });
  return items;
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: PageSize) => void;
  label?: string;
}

/** "1–10 of 14", previous and next, page numbers, and the page-size choices of spec section 9. */
export function Pagination({ page, pageSize, total, onChange, label = "Pages" }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const size = pageSize as PageSize;
  return (
    <nav className={styles.bar} aria-label={label}>
      <span className={styles.summary}>
        {from}–{to} of {total}
      </span>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1, size)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        ‹
      </button>
      <ul className={styles.pages}>
        {pageItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onChange(item, size)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page + 1, size)}
        disabled={page >= pageCount}
        aria-label="Next page"
      >
        ›
      </button>
      <PageSizeSelect value={pageSize} onChange={(next) => onChange(1, next)} />
    </nav>
  );
}
