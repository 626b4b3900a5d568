import { type HttpError, useTable } from "@refinedev/core";
import { Button } from "antd";
import { useMemo } from "react";
import { DebouncedSearchInput } from "../debounced-search-input";
import { ExportButton } from "../list-export/export-button";
import { bindRefineTable } from "../list-table/bind-refine-table";
import type { ListColumn } from "../list-table/list-column";
import { ListTable, type RowActions } from "../list-table/list-table";
import styles from "./counterparty.module.css";

/** What every supplier, partner and retailer record carries: its id and the version an edit must name. */
export interface CounterpartyRecord {
  id: string;
  version: number;
}

export type CounterpartyResource = "suppliers" | "partners" | "retailers";

export interface CounterpartyTableProps<T extends CounterpartyRecord> {
  resource: CounterpartyResource;
  /** Names the table and its search box ("Suppliers"). */
  label: string;
  searchPlaceholder: string;
  columns: readonly ListColumn<T>[];
  /** The record's name, for its Edit button ("Edit Asha Traders"). */
  nameOf: (record: T) => string;
  onEdit: (record: T) => void;
  /** The record now in the form, highlighted in the list. */
  editingId?: string;
}

const dash = "—";

/** A text column of fixed width that shows a dash for an empty value. */
export function textColumn<T>(title: string, field: keyof T & string, width: number): ListColumn<T> {
  return {
    key: field,
    title,
    dataIndex: field,
    width,
    ellipsis: true,
    render: (value: unknown) =>
      value === null || value === undefined || value === "" ? dash : String(value),
  };
}

/**
 * The list under a supplier, partner or retailer form: the caller's own records (the API scopes them), a
 * debounced search by name or GSTIN, pages, and an Edit action that hands the record to the form.
 */
export function CounterpartyTable<T extends CounterpartyRecord>(props: CounterpartyTableProps<T>) {
  const { resource, label, searchPlaceholder, columns, nameOf, onEdit, editingId } = props;
  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const { data } = bindRefineTable(table);
  const rowActions = useMemo<RowActions<T>>(
    () => ({
      title: "Actions",
      width: 72,
      render: (record) => (
        <Button size="small" onClick={() => onEdit(record)} aria-label={`Edit ${nameOf(record)}`}>
          Edit
        </Button>
      ),
    }),
    [nameOf, onEdit],
  );

  return (
    <section className={styles.list} aria-label={label}>
      <ListTable<T>
        tableId={resource}
        label={label}
        columns={columns}
        data={data}
        rowActions={rowActions}
        rowClassName={(record) => (record.id === editingId ? (styles.editing ?? "") : "")}
        emptyText={`No ${label.toLowerCase()} yet`}
        actions={<ExportButton resource={resource} filters={table.filters} sorters={table.sorters} />}
        toolbar={
          <>
            <h2 className={styles.title}>{label}</h2>
            <DebouncedSearchInput
              className={styles.search}
              label={`Search ${label.toLowerCase()}`}
              placeholder={searchPlaceholder}
              onSearch={(value) =>
                table.setFilters([{ field: "search", operator: "contains", value }], "replace")
              }
            />
          </>
        }
      />
    </section>
  );
}
