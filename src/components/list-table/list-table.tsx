import type { CrudSort } from "@refinedev/core";
import { Alert, Table } from "antd";
import type { TableColumnsType, TableProps } from "antd";
import { memo, type ReactNode, useMemo } from "react";
import { HEADER_HEIGHT_PX } from "../../theme";
import { InrAmount } from "../inr-amount";
import { tablePagination } from "../page-size-select";
import type { ListTableData } from "./bind-refine-table";
import { ColumnChooser } from "./column-chooser";
import { hasPaise, type ListColumn } from "./list-column";
import styles from "./list-table.module.css";
import { useColumnChoice } from "./use-column-choice";

/** Above this many rows the table renders only what is on screen (antd `virtual`). */
const VIRTUAL_FROM_ROWS = 100;
/** The height of the virtual table's body: numeric, as antd's virtual list needs. */
const VIRTUAL_BODY_HEIGHT = 560;
/** The width antd gives the selection checkboxes' column. */
const SELECTION_WIDTH = 48;

/** A last column of buttons for the row (Edit, Review): always shown, pinned to the right. */
export interface RowActions<T> {
  /** Read by screen readers as the column's header. */
  title: string;
  width: number;
  render: (row: T) => ReactNode;
}

/** Selection by row keys, so selecting stays cheap at 5000 rows; kept across pages. */
export interface ListSelection<T> {
  selectedKeys: string[];
  /** `rows` holds the selected records of every page visited, not only the current one. */
  onSelect: (keys: string[], rows: T[]) => void;
  /** Rows that may be selected (the others show a disabled checkbox); every row when left out. */
  isSelectable?: (row: T) => boolean;
}

export interface ListTableProps<T extends { id: string }> {
  /** Names the user's column choice ("invoices"); stable across releases. */
  tableId: string;
  /** Names the table for screen readers ("Invoices"). */
  label: string;
  /** In order; the first (the record's name or number) is always shown and sticks to the left. */
  columns: readonly ListColumn<T>[];
  data: ListTableData<T>;
  /** The list's own controls (search, filters), at the left of the bar above the table. */
  toolbar?: ReactNode;
  /** At the right of that bar, before the Columns button. */
  actions?: ReactNode;
  rowActions?: RowActions<T>;
  selection?: ListSelection<T>;
  emptyText?: string;
  /** Rows that open something on click get the pointer cursor; a click on a link or button inside does not count. */
  onRowClick?: (row: T) => void;
  isRowClickable?: (row: T) => boolean;
  rowClassName?: (row: T) => string;
}

/* Memoised: with 5000 rows, re-rendering only the cells whose values changed keeps scrolling smooth. */
const AmountCell = memo(InrAmount);

/** "1–50 of 250+" when the total is only a lower bound. */
const totalLabel =
  (capped: boolean) =>
  (total: number, [from, to]: [number, number]) =>
    `${from}–${to} of ${capped ? `${total.toLocaleString("en-IN")}+` : total}`;

function sortOrder(key: string, sorters: CrudSort[]): "ascend" | "descend" | null {
  const sorter = sorters.find((candidate) => candidate.field === key);
  return sorter?.order === "asc" ? "ascend" : sorter?.order === "desc" ? "descend" : null;
}

/** The antd column of a list column, given the list's sorters and whether its amounts need two decimals. */
function antdColumn<T>(
  column: ListColumn<T>,
  first: boolean,
  sorters: CrudSort[],
  fixedAmounts: boolean,
): TableColumnsType<T>[number] {
  const { sortable, defaultHidden: _defaultHidden, paise, wrap, ...rest } = column;
  return {
    ...rest,
    ...(wrap ? { className: [rest.className, styles.wrap].filter(Boolean).join(" ") } : {}),
    ...(first ? { fixed: "left" as const } : {}),
    ...(sortable ? { sorter: true, sortOrder: sortOrder(column.key, sorters) } : {}),
    ...(paise
      ? { render: (_: unknown, row: T) => <AmountCell paise={paise(row)} fixed={fixedAmounts} /> }
      : {}),
  };
}

/**
 * The one table of every list of records (antd `Table`): a bar with the list's controls and the column
 * chooser (the choice kept per user on the server), a sticky header and first column, widths that add up
 * to the sideways scroll, amounts with two decimals when the column has paise, virtual rows for big pages,
 * selection, and the pager with the spec's page sizes.
 */
export function ListTable<T extends { id: string }>(props: ListTableProps<T>) {
  const { tableId, label, columns, data, rowActions, selection, onRowClick, isRowClickable } = props;
  const defaultHidden = useMemo(
    () => columns.filter((column) => column.defaultHidden).map((column) => column.key),
    [columns],
  );
  const choice = useColumnChoice(tableId, defaultHidden);
  const hidden = useMemo(() => new Set(choice.hidden), [choice.hidden]);
  const shown = useMemo(
    () => columns.filter((column, index) => index === 0 || !hidden.has(column.key)),
    [columns, hidden],
  );

  const { rows, sorters } = data;
  const antdColumns = useMemo<TableColumnsType<T>>(() => {
    const list = shown.map((column, index) =>
      antdColumn(column, index === 0, sorters, column.paise ? hasPaise(rows, column.paise) : false),
    );
    if (!rowActions) return list;
    return [
      ...list,
      {
        key: "row-actions",
        title: <span className="ll-visually-hidden">{rowActions.title}</span>,
        width: rowActions.width,
        fixed: "right",
        render: (_: unknown, row: T) => rowActions.render(row),
      },
    ];
  }, [shown, sorters, rows, rowActions]);
  const width =
    shown.reduce((sum, column) => sum + column.width, 0) +
    (rowActions?.width ?? 0) +
    (selection ? SELECTION_WIDTH : 0);

  const rowSelection = useMemo<TableProps<T>["rowSelection"]>(
    () =>
      selection
        ? {
            selectedRowKeys: selection.selectedKeys,
            preserveSelectedRowKeys: true,
            // antd answers `undefined` for a kept key whose row it never saw; those are dropped.
            onChange: (keys, selected) =>
              selection.onSelect(
                keys.map(String),
                selected.filter((row): row is T => row !== undefined),
              ),
            fixed: true,
            getCheckboxProps: selection.isSelectable
              ? (row) => ({ disabled: !selection.isSelectable?.(row) })
              : undefined,
          }
        : undefined,
    [selection],
  );

  const clickable = (row: T) => Boolean(onRowClick) && (isRowClickable?.(row) ?? true);
  const virtual = rows.length > VIRTUAL_FROM_ROWS;

  return (
    <div className={styles.list}>
      <div className={styles.bar}>
        {props.toolbar}
        <div className={styles.barEnd}>
          {props.actions}
          <ColumnChooser
            label={label}
            columns={columns}
            hidden={hidden}
            onToggle={choice.toggle}
            onReset={choice.reset}
          />
        </div>
      </div>
      {data.error ? <Alert type="error" showIcon message={data.error.message} /> : null}
      <Table<T>
        aria-label={label}
        className={styles.table}
        rowKey="id"
        size="middle"
        columns={antdColumns}
        dataSource={rows}
        loading={data.loading}
        onChange={data.onChange}
        rowSelection={rowSelection}
        virtual={virtual}
        // The virtual body scrolls in its own box, under its own header; otherwise the header sticks below the portal's.
        sticky={virtual ? undefined : { offsetHeader: HEADER_HEIGHT_PX }}
        scroll={virtual ? { x: width, y: VIRTUAL_BODY_HEIGHT } : { x: width }}
        locale={props.emptyText ? { emptyText: props.emptyText } : undefined}
        rowClassName={(row) =>
          [clickable(row) ? styles.clickable : "", props.rowClassName?.(row) ?? ""].join(" ").trim()
        }
        onRow={
          onRowClick
            ? (row) => ({
                onClick: (event) => {
                  if (!clickable(row) || (event.target as HTMLElement).closest("a, button, input, label"))
                    return;
                  onRowClick(row);
                },
              })
            : undefined
        }
        pagination={tablePagination({
          current: data.currentPage,
          pageSize: data.pageSize,
          total: data.total,
          showTotal: totalLabel(data.totalIsCapped),
        })}
      />
    </div>
  );
}
