import type { InvoiceItem } from "@domain/api/invoices";
import { ExportButton } from "@src/components/list-export/export-button";
import { type ListSelection, ListTable, type RowActions } from "@src/components/list-table/list-table";
import { type ReactNode, useMemo } from "react";
import { invoiceColumns } from "./columns";
import type { InvoiceFilterField, useInvoiceTable } from "./use-invoice-table";

export interface InvoiceTableProps {
  /** Names the user's column choice for this screen ("invoices", "invoice-approval"). */
  tableId: string;
  label: string;
  table: ReturnType<typeof useInvoiceTable>;
  /** Columns whose filter the page fixes itself (a tab's status group) get no filter of their own. */
  fixedFilters?: readonly InvoiceFilterField[];
  /** The columns left out until chosen, where the screen has less room (see `invoiceColumns`). */
  defaultHidden?: readonly string[];
  /** A button per row (a tab's Review or Enter UTR). */
  rowActions?: RowActions<InvoiceItem>;
  selection?: ListSelection<InvoiceItem>;
  /** The page's search and buttons, in the bar above the table. */
  toolbar?: ReactNode;
}

/**
 * The invoice table shared by the list, the payment-approval tabs and the retailer invoices page; its export
 * takes the page's filters, a tab's permanent ones included.
 */
export function InvoiceTable(props: InvoiceTableProps) {
  const { tableId, label, table, fixedFilters, defaultHidden, rowActions, selection, toolbar } = props;
  const { invoiceFilters } = table;
  const columns = useMemo(
    () => invoiceColumns({ filters: invoiceFilters, fixedFilters, defaultHidden }),
    [invoiceFilters, fixedFilters, defaultHidden],
  );
  return (
    <ListTable<InvoiceItem>
      tableId={tableId}
      label={label}
      columns={columns}
      data={table.data}
      toolbar={toolbar}
      actions={<ExportButton resource="invoices" filters={table.filters} sorters={table.sorters} />}
      rowActions={rowActions}
      selection={selection}
    />
  );
}
