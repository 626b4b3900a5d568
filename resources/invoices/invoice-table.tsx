import type { InvoiceItem } from "@domain/api/invoices";
import { tablePagination } from "@src/components/page-size-select";
import { Alert, Table } from "antd";
import type { TableColumnsType, TableProps } from "antd";
import { useMemo } from "react";
import styles from "./invoice-table.module.css";
import { columnsWidth, invoiceColumns } from "./columns";
import type { InvoiceFilterField } from "./use-invoice-table";
import type { useInvoiceTable } from "./use-invoice-table";

/** Above this many rows the table renders only what is on screen (antd `virtual`). */
export const VIRTUAL_FROM_ROWS = 100;
/** The height of the virtual table's body: numeric, as antd's virtual list needs. */
export const VIRTUAL_BODY_HEIGHT = 560;

export interface InvoiceTableProps {
  table: ReturnType<typeof useInvoiceTable>;
  /** Columns added on the right (a tab's actions). */
  extraColumns?: TableColumnsType<InvoiceItem>;
  fixedFilters?: readonly InvoiceFilterField[];
  /**
   * Selection by row keys, so selecting stays cheap at 5000 rows. Kept across pages: `rows` holds the
   * selected invoices of every page visited, not only the current one.
   */
  selectedIds?: string[];
  onSelect?: (ids: string[], rows: InvoiceItem[]) => void;
  /** Rows that may be selected (the others show a disabled checkbox); every row when left out. */
  isSelectable?: (row: InvoiceItem) => boolean;
  label: string;
}

/** "1–50 of 250+" when the total is only a lower bound (the list counts a few pages ahead, not every row). */
const totalLabel =
  (capped: boolean) =>
  (total: number, [from, to]: [number, number]) =>
    `${from}–${to} of ${capped ? `${total.toLocaleString("en-IN")}+` : total}`;

/** The invoice table shared by the list, the payment-approval tabs and the retailer invoices page. */
export function InvoiceTable({
  table,
  extraColumns,
  fixedFilters,
  selectedIds,
  onSelect,
  isSelectable,
  label,
}: InvoiceTableProps) {
  const { tableQuery, result, currentPage, pageSize, sorters, invoiceFilters, onChange } = table;
  const columns = useMemo(
    () => [...invoiceColumns({ sorters, filters: invoiceFilters, fixedFilters }), ...(extraColumns ?? [])],
    [sorters, invoiceFilters, fixedFilters, extraColumns],
  );
  const width = useMemo(() => columnsWidth(columns) + (onSelect ? 48 : 0), [columns, onSelect]);
  const virtual = result.data.length > VIRTUAL_FROM_ROWS;
  const rowSelection = useMemo<TableProps<InvoiceItem>["rowSelection"]>(
    () =>
      onSelect
        ? {
            selectedRowKeys: selectedIds ?? [],
            preserveSelectedRowKeys: true,
            // antd answers `undefined` for a kept key whose row it never saw; those are dropped.
            onChange: (keys, rows) =>
              onSelect(
                keys.map(String),
                rows.filter((row): row is InvoiceItem => row !== undefined),
              ),
            fixed: true,
            getCheckboxProps: isSelectable ? (row) => ({ disabled: !isSelectable(row) }) : undefined,
          }
        : undefined,
    [onSelect, selectedIds, isSelectable],
  );

  return (
    <>
      {tableQuery.error ? <Alert type="error" showIcon message={tableQuery.error.message} /> : null}
      <Table<InvoiceItem>
        aria-label={label}
        className={styles.table}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result.data}
        loading={tableQuery.isFetching}
        onChange={onChange}
        rowSelection={rowSelection}
        virtual={virtual}
        scroll={virtual ? { x: width, y: VIRTUAL_BODY_HEIGHT } : { x: width }}
        pagination={tablePagination({
          current: currentPage,
          pageSize,
          total: result.total,
          showTotal: totalLabel(tableQuery.data?.totalIsCapped === true),
        })}
      />
    </>
  );
}
