import type { BaseRecord, HttpError, useTableReturnType } from "@refinedev/core";
import { useId, type ReactNode } from "react";
import { DebouncedSearchInput } from "../debounced-search-input";
import { ExportButton } from "../list-export/export-button";
import type { ExportableResource } from "../list-export/export-request";
import { bindRefineTable } from "../list-table/bind-refine-table";
import type { ListColumn } from "../list-table/list-column";
import { type ListSelection, ListTable } from "../list-table/list-table";
import styles from "./list-panel.module.css";

export interface ListPanelProps<T extends BaseRecord & { id: string }> {
  /** Names the user's column choice ("anchors"); stable across releases. */
  tableId: string;
  /** Names the list ("Anchors"): the table and the panel for screen readers, and the heading with `heading`. */
  label: string;
  /** Shows `label` as the panel's heading; left out where the page or tab around the list names it already. */
  heading?: boolean;
  columns: readonly ListColumn<T>[];
  /** The list's Refine `useTable`: its rows, count, search and the export's filters and sorters. */
  refineTable: useTableReturnType<T, HttpError>;
  /** The CSV export beside the list (`<list>/export` on the server). */
  exportResource: ExportableResource;
  search: {
    label: string;
    placeholder: string;
    /** `narrow` beside two or more filters, `wide` for a placeholder naming several fields. */
    width?: "narrow" | "wide";
  };
  /** The list's own filters, after the search box. */
  filters?: ReactNode;
  /** After Export CSV: the list's New buttons. */
  actions?: ReactNode;
  emptyText: string;
  onRowClick?: (row: T) => void;
  /** Inside a record's card already: no card of its own. */
  plain?: boolean;
  /** Checkboxes for a bulk action over the selected rows. */
  selection?: ListSelection<T>;
}

const SEARCH_WIDTHS = { narrow: styles.searchNarrow, wide: styles.searchWide } as const;

/**
 * A list tab's panel: the heading (or only the count) at the left of the bar, the search and the list's
 * filters, Export CSV and the list's actions at the right, and the `ListTable` below.
 */
export function ListPanel<T extends BaseRecord & { id: string }>(props: ListPanelProps<T>) {
  const { tableId, label, heading, refineTable, search, plain } = props;
  const headingId = useId();
  const { data, filters } = bindRefineTable(refineTable);
  const { tableQuery, result } = refineTable;
  const named = heading ? { "aria-labelledby": headingId } : { "aria-label": label };

  return (
    <section className={plain ? styles.plain : styles.panel} {...named}>
      <ListTable<T>
        tableId={tableId}
        label={label}
        columns={props.columns}
        data={data}
        emptyText={props.emptyText}
        onRowClick={props.onRowClick}
        selection={props.selection}
        actions={
          <>
            <ExportButton
              resource={props.exportResource}
              filters={refineTable.filters}
              sorters={refineTable.sorters}
            />
            {props.actions}
          </>
        }
        toolbar={
          <>
            <div className={styles.heading}>
              {heading ? (
                <h2 id={headingId} className={styles.title}>
                  {label}
                </h2>
              ) : null}
              <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            </div>
            <DebouncedSearchInput
              className={search.width ? SEARCH_WIDTHS[search.width] : styles.search}
              label={search.label}
              placeholder={search.placeholder}
              value={filters.text("search", "contains") ?? ""}
              onSearch={(value) => filters.setText("search", value, "contains")}
            />
            {props.filters}
          </>
        }
      />
    </section>
  );
}
