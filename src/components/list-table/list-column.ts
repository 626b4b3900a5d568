import type { TableColumnType } from "antd";

/**
 * A column of a `ListTable`: an antd column with a key, a text title (its name in the column chooser) and a
 * width in pixels (the table's `scroll.x` is the sum of the shown ones). `ListTable` sets what follows from
 * the list's state: the sort order of a `sortable` column, the sticky first column, an amount's decimals.
 */
export type ListColumn<T> = Omit<
  TableColumnType<T>,
  "key" | "title" | "width" | "fixed" | "sorter" | "sortOrder"
> & {
  key: string;
  title: string;
  width: number;
  /** The list sorts by this column's key (a sort field of its endpoint). */
  sortable?: boolean;
  /** Left out until the user picks it in the column chooser. */
  defaultHidden?: boolean;
  /** Free text (a reason) that wraps onto more lines instead of being cut; for lists of short pages. */
  wrap?: boolean;
  /** An amount column: the row's amount in paise (see `amountColumn`). */
  paise?: (row: T) => number | null;
};

/**
 * An amount column, right-aligned: `ListTable` shows its amounts as rupees, all with two decimals when any
 * amount on the page has paise (₹12,34,567.50 and ₹1,000.00 together), else in whole rupees.
 */
export function amountColumn<T>(
  column: Omit<ListColumn<T>, "paise" | "render"> & { paise: (row: T) => number | null },
): ListColumn<T> {
  return { align: "right", ...column };
}

/** Whether any amount of the column on this page has paise: then every amount shows two decimals. */
export const hasPaise = <T>(rows: readonly T[], paise: (row: T) => number | null): boolean =>
  rows.some((row) => {
    const value = paise(row);
    return value !== null && Number.isFinite(value) && Math.round(value) % 100 !== 0;
  });
