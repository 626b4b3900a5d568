import type { InvoiceItem } from "@domain/api/invoices";
import { INVOICE_TYPE_LABELS, INVOICE_TYPES } from "@domain/enums/finance";
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from "@domain/enums/statuses";
import { type CrudSort, getDefaultSortOrder } from "@refinedev/core";
import type { TableColumnsType } from "antd";
import { AmountCell, DateCell, NumberLinkCell, StatusCell, TextCell, TypeCell } from "./cells";
import { AmountRangeFilter, ChoiceFilter, DateRangeFilter, TextFilter } from "./column-filters";
import type { InvoiceFilterField, InvoiceFilters } from "./use-invoice-table";

type Column = TableColumnsType<InvoiceItem>[number];

const STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));
const TYPE_OPTIONS = INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABELS[value] }));

function sortOrder(field: string, sorters: CrudSort[]): "ascend" | "descend" | null {
  const order = getDefaultSortOrder(field, sorters);
  return order === "asc" ? "ascend" : order === "desc" ? "descend" : null;
}

const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
const asText = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const asNumber = (value: unknown) => {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

export interface InvoiceColumnOptions {
  sorters: CrudSort[];
  filters: InvoiceFilters;
  /** Columns whose filter the page fixes itself (a tab's status group) get no filter of their own. */
  fixedFilters?: readonly InvoiceFilterField[];
}

/**
 * The invoice table's columns, with fixed widths (the virtual table needs them). Filters are controlled by
 * the URL state, so after a reload each column still shows its active filter.
 */
export function invoiceColumns({
  sorters,
  filters,
  fixedFilters = [],
}: InvoiceColumnOptions): TableColumnsType<InvoiceItem> {
  const sortable = (key: string): Partial<Column> => ({ sorter: true, sortOrder: sortOrder(key, sorters) });
  const can = (field: InvoiceFilterField) => !fixedFilters.includes(field);

  const choice = (
    field: "status" | "type",
    label: string,
    options: readonly { value: string; label: string }[],
  ): Partial<Column> => {
    if (!can(field)) return {};
    const value = asList(filters.get(field));
    return {
      filtered: Boolean(value?.length),
      filterDropdown: ({ close }) => (
        <ChoiceFilter
          label={label}
          options={options}
          value={value}
          close={close}
          onChange={(v) => filters.set({ [field]: v })}
        />
      ),
    };
  };

  const dateRange = (from: InvoiceFilterField, to: InvoiceFilterField, label: string): Partial<Column> => {
    const value: [string | undefined, string | undefined] = [
      asText(filters.get(from)),
      asText(filters.get(to)),
    ];
    return {
      filtered: Boolean(value[0] ?? value[1]),
      filterDropdown: ({ close }) => (
        <DateRangeFilter
          label={label}
          value={value}
          close={close}
          onChange={([a, b]) => filters.set({ [from]: a, [to]: b })}
        />
      ),
    };
  };

  const name = asText(filters.get("counterpartyName"));
  const amount: [number | undefined, number | undefined] = [
    asNumber(filters.get("amountFrom")),
    asNumber(filters.get("amountTo")),
  ];

  return [
    {
      key: "invoiceNumber",
      title: "Invoice number",
      width: 170,
      fixed: "left",
      ...sortable("invoiceNumber"),
      render: (_, row) => <NumberLinkCell id={row.id} number={row.invoiceNumber} />,
    },
    {
      key: "counterpartyName",
      title: "Counterparty",
      width: 220,
      ...sortable("counterpartyName"),
      filtered: Boolean(name),
      filterDropdown: ({ close }) => (
        <TextFilter
          label="Counterparty"
          value={name}
          close={close}
          onChange={(v) => filters.set({ counterpartyName: v })}
        />
      ),
      render: (_, row) => <TextCell value={row.counterpartyName} />,
    },
    {
      key: "status",
      title: "Status",
      width: 150,
      ...sortable("status"),
      ...choice("status", "Status", STATUS_OPTIONS),
      render: (_, row) => <StatusCell status={row.status} />,
    },
    {
      key: "type",
      title: "Type",
      width: 170,
      ...sortable("type"),
      ...choice("type", "Type", TYPE_OPTIONS),
      render: (_, row) => <TypeCell type={row.type} />,
    },
    {
      key: "amountPaise",
      title: "Invoice amount",
      // Room for the right-aligned title beside its sort and filter icons.
      width: 180,
      align: "right",
      ...sortable("amountPaise"),
      filtered: amount[0] !== undefined || amount[1] !== undefined,
      filterDropdown: ({ close }) => (
        <AmountRangeFilter
          label="Invoice amount"
          value={amount}
          close={close}
          onChange={([from, to]) => filters.set({ amountFrom: from, amountTo: to })}
        />
      ),
      render: (_, row) => <AmountCell paise={row.amountPaise} />,
    },
    {
      key: "actualPaymentPaise",
      title: "Actual payment",
      width: 160,
      align: "right",
      ...sortable("actualPaymentPaise"),
      render: (_, row) => <AmountCell paise={row.actualPaymentPaise} />,
    },
    {
      key: "invoiceDate",
      title: "Invoice date",
      width: 140,
      ...sortable("invoiceDate"),
      ...dateRange("invoiceDateFrom", "invoiceDateTo", "Invoice date"),
      render: (_, row) => <DateCell value={row.invoiceDate} />,
    },
    {
      key: "paymentDate",
      title: "Payment date",
      width: 140,
      ...sortable("paymentDate"),
      ...dateRange("paymentDateFrom", "paymentDateTo", "Payment date"),
      render: (_, row) => <DateCell value={row.paymentDate} />,
    },
    {
      key: "actualPaymentDate",
      title: "Actual payment date",
      width: 170,
      ...sortable("actualPaymentDate"),
      ...dateRange("actualPaymentDateFrom", "actualPaymentDateTo", "Actual payment date"),
      render: (_, row) => <DateCell value={row.actualPaymentDate} />,
    },
    {
      key: "anchorName",
      title: "Anchor",
      width: 190,
      render: (_, row) => <TextCell value={row.anchorName} />,
    },
    {
      key: "lenderName",
      title: "Lender",
      width: 190,
      render: (_, row) => <TextCell value={row.lenderName} />,
    },
    { key: "utr", title: "UTR", width: 210, render: (_, row) => <TextCell value={row.utr} /> },
  ];
}

/** The sum of the fixed widths: the table's numeric `scroll.x`. */
export const columnsWidth = (columns: TableColumnsType<InvoiceItem>) =>
  columns.reduce((sum, column) => sum + (typeof column.width === "number" ? column.width : 0), 0);
