import type { ReactNode } from "react";
import styles from "./data-table.module.css";

export interface DataColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  /** Minimum width in pixels; the table scrolls sideways when the columns do not fit. */
  width?: number;
  align?: "left" | "right";
}

export interface SortState {
  field: string;
  order: "asc" | "desc";
}

export interface DataTableProps<T> {
  /** Names the table for screen readers (and its scroll region). */
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  sort?: SortState;
  onSortChange?: (sort: SortState | undefined) => void;
  emptyText?: string;
  /** Rows that open something on click; they also get the pointer cursor. */
  onRowClick?: (row: T) => void;
  isRowClickable?: (row: T) => boolean;
}

/** Clicking a sortable header cycles ascending, descending, unsorted. */
export function nextSort(current: SortState | undefined, field: string): SortState | undefined {
  if (current?.field !== field) return { field, order: "asc" };
  return current.order === "asc" ? { field, order: "desc" } : undefined;
}

function ariaSort(sort: SortState | undefined, field: string) {
  if (sort?.field !== field) return "none" as const;
  return sort.order === "asc" ? ("ascending" as const) : ("descending" as const);
}

/**
 * A light, semantic table for the landing pages (no antd, so it renders fast on phones): sortable headers
 * with aria-sort, a keyboard-scrollable region, clickable rows. Big or virtualised lists use antd's Table.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    loading,
    sort,
    onSortChange,
    emptyText = "No data",
    onRowClick,
  } = props;
  const minWidth = columns.reduce((sum, column) => sum + (column.width ?? 120), 0);
  return (
    // A region that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <div className={styles.scroll} role="region" aria-label={`${caption} table`} tabIndex={0}>
      <table className={styles.table} style={{ minWidth }} aria-busy={loading || undefined}>
        <caption className="ll-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined}
                className={column.align === "right" ? styles.right : undefined}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.sortable && onSortChange ? (
                  <button
                    type="button"
                    className={styles.sort}
                    onClick={() => onSortChange(nextSort(sort, column.key))}
                  >
                    {column.title}
                    <span
                      className={styles.arrows}
                      aria-hidden="true"
                      data-order={sort?.field === column.key ? sort.order : ""}
                    >
                      <span className={styles.up} />
                      <span className={styles.down} />
                    </span>
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading ? styles.loading : undefined}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {loading ? "Loading…" : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const clickable = Boolean(onRowClick) && (props.isRowClickable?.(row) ?? true);
              return (
                <tr
                  key={rowKey(row)}
                  className={clickable ? styles.clickable : undefined}
                  onClick={
                    clickable
                      ? (event) => {
                          if ((event.target as HTMLElement).closest("a, button")) return;
                          onRowClick?.(row);
                        }
                      : undefined
                  }
                >
                  {columns.map((column) => (
                    <td key={column.key} className={column.align === "right" ? styles.right : undefined}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
