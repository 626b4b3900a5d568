import { type HttpError, useTable } from "@refinedev/core";
import { Alert, Button, Table } from "antd";
import type { TableColumnsType, TableProps } from "antd";
import { useMemo } from "react";
import { DebouncedSearchInput } from "../debounced-search-input";
import { tablePagination } from "../page-size-select";
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
  columns: TableColumnsType<T>;
  /** The record's name, for its Edit button ("Edit Asha Traders"). */
  nameOf: (record: T) => string;
  onEdit: (record: T) => void;
  /** The record now in the form, highlighted in the list. */
  editingId?: string;
}

const dash = "—";

/** A text column of fixed width that shows a dash for an empty value. */
export function textColumn<T>(
  title: string,
  field: keyof T & string,
  width: number,
): TableColumnsType<T>[number] {
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
  const { tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize, setFilters } = useTable<
    T,
    HttpError
  >({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    queryOptions: { placeholderData: (previous) => previous },
  });

  const allColumns = useMemo<TableColumnsType<T>>(
    () => [
      ...columns,
      {
        key: "actions",
        title: "",
        width: 72,
        fixed: "right",
        render: (_, record) => (
          <Button size="small" onClick={() => onEdit(record)} aria-label={`Edit ${nameOf(record)}`}>
            Edit
          </Button>
        ),
      },
    ],
    [columns, nameOf, onEdit],
  );
  const width = useMemo(
    () => allColumns.reduce((sum, column) => sum + (typeof column.width === "number" ? column.width : 0), 0),
    [allColumns],
  );
  const onChange: TableProps<T>["onChange"] = (pagination) => {
    if (pagination.pageSize && pagination.pageSize !== pageSize) setPageSize(pagination.pageSize);
    else if (pagination.current) setCurrentPage(pagination.current);
  };

  return (
    <section className={styles.list} aria-label={label}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{label}</h2>
        <DebouncedSearchInput
          className={styles.search}
          label={`Search ${label.toLowerCase()}`}
          placeholder={searchPlaceholder}
          onSearch={(value) => setFilters([{ field: "search", operator: "contains", value }], "replace")}
        />
      </div>
      {tableQuery.error ? <Alert type="error" showIcon message={tableQuery.error.message} /> : null}
      <Table<T>
        aria-label={label}
        rowKey="id"
        size="middle"
        columns={allColumns}
        dataSource={result.data}
        loading={tableQuery.isFetching}
        rowClassName={(record) => (record.id === editingId ? (styles.editing ?? "") : "")}
        scroll={{ x: width }}
        onChange={onChange}
        pagination={tablePagination({ current: currentPage, pageSize, total: result.total })}
        locale={{ emptyText: `No ${label.toLowerCase()} yet` }}
      />
    </section>
  );
}
